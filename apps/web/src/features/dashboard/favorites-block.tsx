import { useLanguage, useTranslation } from '@postradar/ui';
import { IconHeart } from '@tabler/icons-react';
import { useMemo } from 'react';
import { formatNumber } from '../../lib/research/format-count';
import { useCallsNeedingPlan } from '../../lib/billing-gate/use-calls-needing-plan';
import { BlockContent } from './block-content';
import { BlockEmpty } from './block-empty';
import { DashboardBlock } from './dashboard-block';
import { useDashboardFavorites } from './dashboard-queries';
import { PostStrip, PostStripSkeleton } from './post-strip';

/** The posts the user saved last, across their categories, and the way to all of them. */
export function FavoritesBlock() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useDashboardFavorites();
  const { refusal } = useCallsNeedingPlan();
  const testId = 'dashboard-favorites';
  const total = query.data?.total;
  // A post saved in several categories shows once.
  const items = query.data?.items;
  const posts = useMemo(
    () => [...new Map(items?.map((item) => [item.post._id, item.post])).values()],
    [items],
  );
  return (
    <DashboardBlock
      title={t('dashboard.favorites.title')}
      icon={IconHeart}
      description={
        total
          ? t('dashboard.favorites.total', {
              count: total,
              formatted: formatNumber(total, language),
            })
          : undefined
      }
      computedAt={query.data?.computedAt}
      seeAll={{ to: '/a/favorites' }}
      testId={testId}
    >
      <BlockContent
        query={query}
        refusal={refusal}
        skeleton={<PostStripSkeleton />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <BlockEmpty
            icon={IconHeart}
            title={t('dashboard.favorites.emptyTitle')}
            hint={t('dashboard.favorites.emptyHint')}
            action={{ label: t('dashboard.favorites.emptyAction'), to: '/a/posts' }}
            testId={testId}
          />
        }
        testId={testId}
      >
        {() => <PostStrip posts={posts} label={t('dashboard.favorites.stripLabel')} />}
      </BlockContent>
    </DashboardBlock>
  );
}
