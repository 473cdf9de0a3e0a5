import { Group, Skeleton, Stack } from '@mantine/core';
import { ResultsSkeleton } from '../../lib/research/results-skeleton';
import { useResultsLayout } from '../../lib/research/use-results-layout';

/**
 * What a research screen shows before its search is known: the search form's and the toolbar's
 * places, then cards in the shape of the results.
 */
export function PendingResults() {
  const [layout] = useResultsLayout();
  return (
    <Stack gap="lg" data-testid="results-pending">
      <Skeleton h={{ base: 288, sm: 166 }} radius="lg" />
      <Stack gap="sm" mt="lg">
        <Skeleton h={24} w={150} radius="xl" />
        <Group gap="sm" justify="flex-end" wrap="nowrap">
          <Skeleton h={36} w={{ base: '100%', sm: 140 }} radius="md" />
          <Skeleton h={36} w={180} radius="md" visibleFrom="sm" />
          <Skeleton h={36} w={260} radius="md" visibleFrom="sm" />
        </Group>
      </Stack>
      <ResultsSkeleton layout={layout} count={3} />
    </Stack>
  );
}
