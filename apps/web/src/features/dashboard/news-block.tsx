import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { RowList } from '../../lib/collections/row-list';
import { listedTarget } from '../../lib/entities/listed-entity';
import { useCallsNeedingPlan } from '../../lib/billing-gate/use-calls-needing-plan';
import { BlockContent } from './block-content';
import { DashboardBlock } from './dashboard-block';
import { useDashboardNews } from './dashboard-queries';
import { FollowsNewsEmpty, followsPath, SearchesNewsEmpty, savedSearchesPath } from './news-empty';
import { NewsFollowRow } from './news-follow-row';
import { NewsSearchRow } from './news-search-row';

interface NewsListProps {
  title: string;
  /** The screen with all of them. */
  seeAll: string;
  testId: string;
  children: ReactNode;
}

function NewsList({ title, seeAll, testId, children }: NewsListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={8} miw={0}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={700} c="dimmed">
          {title}
        </Text>
        <Anchor component={Link} to={seeAll} fz="sm" fw={600} data-testid={`${testId}-see-all`}>
          {t('dashboard.seeAll')}
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}

function NewsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-busy>
      {[0, 1].map((column) => (
        <Stack key={column} gap={8}>
          <Skeleton h={14} w="45%" radius="xl" />
          <Skeleton h={148} radius="lg" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * What is new for the user: the follows with posts since they last looked (opening one marks it
 * seen) and the saved searches with new posts (one click runs it), each list with its way to fill
 * it when empty.
 */
export function NewsBlock() {
  const { t } = useTranslation();
  const query = useDashboardNews();
  const { refusal } = useCallsNeedingPlan();
  const testId = 'dashboard-news';
  return (
    <DashboardBlock
      title={t('dashboard.news.title')}
      icon={IconBell}
      computedAt={query.data?.computedAt}
      testId={testId}
    >
      <BlockContent query={query} refusal={refusal} skeleton={<NewsSkeleton />} testId={testId}>
        {(news) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <NewsList
              title={t('dashboard.news.follows')}
              seeAll={followsPath}
              testId="dashboard-follows"
            >
              {news.follows.length > 0 ? (
                <RowList testId="dashboard-follows">
                  {news.follows.map((item) => (
                    <NewsFollowRow key={`${item.kind}:${listedTarget(item).id}`} item={item} />
                  ))}
                </RowList>
              ) : (
                <FollowsNewsEmpty followCount={news.followCount} />
              )}
            </NewsList>
            <NewsList
              title={t('dashboard.news.savedSearches')}
              seeAll={savedSearchesPath}
              testId="dashboard-searches"
            >
              {news.savedSearches.length > 0 ? (
                <RowList testId="dashboard-searches">
                  {news.savedSearches.map((saved) => (
                    <NewsSearchRow key={saved._id} saved={saved} />
                  ))}
                </RowList>
              ) : (
                <SearchesNewsEmpty savedSearchCount={news.savedSearchCount} />
              )}
            </NewsList>
          </SimpleGrid>
        )}
      </BlockContent>
    </DashboardBlock>
  );
}
