import { Card, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { ResultsGrid } from './results-grid';
import type { ResultsLayout } from './use-results-layout';

function SkeletonCard({ layout }: { layout: ResultsLayout }) {
  const body = (
    <Stack gap="sm" p="md" style={{ flex: 1 }}>
      <Group gap="sm" wrap="nowrap">
        <Skeleton height={38} circle />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton h={10} w="60%" radius="xl" />
          <Skeleton h={8} w="35%" radius="xl" />
        </Stack>
      </Group>
      {layout === 'grid' && (
        <Skeleton
          w="calc(100% + 2 * var(--mantine-spacing-md))"
          h={0}
          pb="75%"
          radius={0}
          mx="-md"
        />
      )}
      <Skeleton h={10} radius="xl" />
      <Skeleton h={10} w="85%" radius="xl" />
      <Group gap="md">
        <Skeleton h={12} w={56} radius="xl" />
        <Skeleton h={12} w={40} radius="xl" />
        <Skeleton h={12} w={40} radius="xl" />
      </Group>
    </Stack>
  );
  return (
    <Card padding={0} shadow="xs" style={{ display: 'flex', flexDirection: 'row' }} aria-hidden>
      {layout === 'list' && <Skeleton w={{ base: 104, sm: 200 }} h="auto" radius={0} />}
      {body}
    </Card>
  );
}

/** Cards in the shape of the results while the first page loads. */
export function ResultsSkeleton({ layout, count = 6 }: { layout: ResultsLayout; count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy data-testid="results-loading">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <ResultsGrid layout={layout}>
        {Array.from({ length: count }, (_, index) => (
          <SkeletonCard key={index} layout={layout} />
        ))}
      </ResultsGrid>
    </div>
  );
}
