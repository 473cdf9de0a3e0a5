import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { CorpusFigures as CorpusFiguresDto } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { formatNumber } from '../../lib/research/format-count';

const figures = ['postsLast24h', 'adsLast24h', 'pages', 'domains', 'pixels'] as const;

/** The corpus's five counts, each with its label. */
export function CorpusFigures({ corpus }: { corpus: CorpusFiguresDto }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, xl: 5 }} spacing="sm">
      {figures.map((figure) => (
        <Paper key={figure} withBorder radius="md" p="sm" data-testid={`corpus-${figure}`}>
          <Stack gap={2}>
            <Text fz="xl" fw={700} lh={1.2}>
              {formatNumber(corpus[figure], language)}
            </Text>
            <Text fz="xs" c="dimmed">
              {t(`dashboard.corpus.${figure}`)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The figures and the chart in their shape while they load. */
export function CorpusSkeleton() {
  return (
    <Stack gap="md" aria-busy>
      <SimpleGrid cols={{ base: 2, sm: 3, xl: 5 }} spacing="sm">
        {figures.map((figure) => (
          <Skeleton key={figure} h={62} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={240} radius="md" />
    </Stack>
  );
}
