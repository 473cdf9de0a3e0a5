import { Badge } from '@mantine/core';
import type { MovingSort } from '@postradar/contracts';
import { IconBolt, IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { sortHighlight } from '../../lib/research/sort-highlight';
import { BlockContent } from './block-content';
import { BlockEmpty } from './block-empty';
import { DashboardBlock } from './dashboard-block';
import { useMovingPosts } from './dashboard-queries';
import { PostStrip, PostStripSkeleton } from './post-strip';

interface MovingBlockProps {
  sort: MovingSort;
  /** Trending at this sort, narrowed as the block is. */
  seeAllHref: string;
}

/** One moving-today block: the posts ranked highest by one measure now, and a way to all of them. */
export function MovingBlock({ sort, seeAllHref }: MovingBlockProps) {
  const { t } = useTranslation();
  const query = useMovingPosts(sort);
  const testId = `dashboard-moving-${sort}`;
  const sortName = t(`research.sorts.names.${sort}`);
  return (
    <DashboardBlock
      title={sortName}
      level={3}
      icon={sort === 'trending' ? IconTrendingUp : IconBolt}
      badge={
        query.data?.isPersonalized && (
          <Badge size="sm" variant="light" color="teal" data-testid={`${testId}-personalized`}>
            {t('dashboard.moving.personalizedBadge')}
          </Badge>
        )
      }
      description={t(`research.sorts.hints.${sort}`)}
      computedAt={query.data?.computedAt}
      seeAll={{ to: seeAllHref }}
      testId={testId}
    >
      <BlockContent
        query={query}
        skeleton={<PostStripSkeleton />}
        isEmpty={(data) => data.posts.length === 0}
        empty={
          <BlockEmpty
            icon={IconTrendingUp}
            title={t('dashboard.moving.emptyTitle')}
            hint={
              query.data?.isPersonalized
                ? t('dashboard.moving.emptyHintPersonalized')
                : t('dashboard.moving.emptyHint')
            }
            action={{ label: t('dashboard.moving.openTrending'), to: seeAllHref }}
            testId={testId}
          />
        }
        testId={testId}
      >
        {(data) => (
          <PostStrip
            posts={data.posts}
            highlight={sortHighlight(sort)}
            label={t('dashboard.moving.stripLabel', { sort: sortName })}
          />
        )}
      </BlockContent>
    </DashboardBlock>
  );
}
