import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconDatabase } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from '@postradar/ui';
import { LazyBoundary } from '../../components/lazy-boundary';
import { BlockContent } from './block-content';
import { CorpusFigures, CorpusSkeleton } from './corpus-figures';
import { DashboardBlock } from './dashboard-block';
import { useCorpusFigures } from './dashboard-queries';

const CorpusChart = lazy(() => import('./corpus-chart'));
const chartHeight = 200;

/** The corpus in figures: what was added in 24 hours, what is tracked, and posts and ads per day. */
export function CorpusBlock() {
  const { t } = useTranslation();
  const query = useCorpusFigures();
  const testId = 'dashboard-corpus';
  return (
    <DashboardBlock
      title={t('dashboard.corpus.title')}
      icon={IconDatabase}
      computedAt={query.data?.computedAt}
      testId={testId}
    >
      <BlockContent query={query} skeleton={<CorpusSkeleton />} testId={testId}>
        {(corpus) => (
          <Stack gap="md">
            <CorpusFigures corpus={corpus} />
            <Card padding="md" radius="md" shadow="xs">
              <Text fz="sm" fw={600} mb="xs">
                {t('dashboard.corpus.chartTitle')}
              </Text>
              <LazyBoundary name="corpus chart" fallback={<Skeleton h={chartHeight} radius="md" />}>
                <CorpusChart perDay={corpus.perDay} height={chartHeight} />
              </LazyBoundary>
            </Card>
          </Stack>
        )}
      </BlockContent>
    </DashboardBlock>
  );
}
