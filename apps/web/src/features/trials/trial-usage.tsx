import { Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { SearchUsage } from '@postradar/contracts';
import { TimeAgo, useTranslation } from '@postradar/ui';
import type { ReactNode } from 'react';
import { LoadError } from '../../lib/billing/load-error';
import { useSearchUsage } from './use-search-usage';

/** From this share of the day's searches on, the bar turns orange. */
const nearLimitShare = 0.8;

function Figure({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Stack gap={6} data-testid={testId}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.05em' }}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function SearchesToday({ used, limit }: { used: number; limit: number }) {
  const { t } = useTranslation();
  const left = Math.max(0, limit - used);
  const share = limit > 0 ? Math.min(1, used / limit) : 1;
  let color = 'radar';
  if (left === 0) color = 'red';
  else if (share >= nearLimitShare) color = 'orange';
  return (
    <>
      <Text fw={700} fz="lg">
        {t('billing.trials.usage.searchesOf', { used, limit })}
      </Text>
      <Progress
        value={share * 100}
        color={color}
        radius="xl"
        aria-label={t('billing.trials.usage.searches')}
      />
      <Text fz="sm" c={left === 0 ? 'red.7' : 'dimmed'}>
        {left === 0
          ? t('billing.trials.usage.noneLeft')
          : t('billing.trials.usage.searchesLeft', { count: left })}
      </Text>
    </>
  );
}

function UsageFigures({ usage }: { usage: SearchUsage }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {usage.searchesPerDay !== null && (
        <Figure label={t('billing.trials.usage.searches')} testId="trial-usage-searches">
          <SearchesToday used={usage.searchesToday} limit={usage.searchesPerDay} />
        </Figure>
      )}
      {usage.maxResultPage !== null && (
        <Figure label={t('billing.trials.usage.pages')} testId="trial-usage-pages">
          <Text fw={600}>
            {t('billing.trials.usage.pagesValue', { count: usage.maxResultPage })}
          </Text>
        </Figure>
      )}
      <Figure label={t('billing.trials.usage.resets')} testId="trial-usage-resets">
        <Text fw={600}>
          <TimeAgo time={usage.resetsAt} />
        </Text>
      </Figure>
    </SimpleGrid>
  );
}

/** How much of today's trial allowance the user spent: searches, result pages, when it resets. */
export function TrialUsage() {
  const { t } = useTranslation();
  const usage = useSearchUsage();
  let content: ReactNode;
  if (usage.isPending) {
    content = (
      <Group grow aria-busy>
        <Skeleton h={64} radius="md" />
        <Skeleton h={64} radius="md" />
        <Skeleton h={64} radius="md" />
      </Group>
    );
  } else if (usage.isError) {
    content = (
      <LoadError
        title={t('billing.trials.usage.loadFailed')}
        error={usage.error}
        onRetry={() => void usage.refetch()}
      />
    );
  } else {
    content = <UsageFigures usage={usage.data} />;
  }
  return (
    <Card padding="xl" shadow="xs" radius="lg" data-testid="trial-usage">
      <Stack gap="lg">
        <Text fw={700} fz="lg">
          {t('billing.trials.usage.title')}
        </Text>
        {content}
      </Stack>
    </Card>
  );
}
