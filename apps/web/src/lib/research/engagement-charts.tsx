import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import {
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PostDetailDto } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { dayjs } from '../dayjs';
import { useState } from 'react';
import { formatCompact, formatNumber } from './format-count';
import type { GainField } from './gain-badge';
import {
  historyInRange,
  historyRanges,
  historyTimeFormat,
  type HistoryRange,
} from './history-range';

const series: { field: GainField; color: string }[] = [
  { field: 'reactions', color: 'radar.6' },
  { field: 'comments', color: 'grape.6' },
  { field: 'shares', color: 'teal.6' },
];

interface EngagementChartsProps {
  history: PostDetailDto['history'];
  /** The history is still loading. */
  isLoading: boolean;
}

/** Reactions, comments and shares over time, each on its own scale, over 24 hours, 7 days or all. */
export function EngagementCharts({ history, isLoading }: EngagementChartsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [range, setRange] = useState<HistoryRange>('7d');
  const points = historyInRange(history, range);
  const tickFormat = historyTimeFormat(points, language);
  const data = points.map((point) => ({
    ...point,
    time: dayjs(point.at).locale(language).format(tickFormat),
  }));
  const first = points[0];
  const last = points.at(-1);

  return (
    <Stack gap="sm" component="section" aria-labelledby="engagement-title" data-testid="engagement">
      <Group justify="space-between" gap="sm">
        <Title order={3} fz="md" id="engagement-title">
          {t('research.detail.engagement')}
        </Title>
        <SegmentedControl
          size="xs"
          value={range}
          onChange={(value) => setRange(value as HistoryRange)}
          aria-label={t('research.detail.range')}
          data={historyRanges.map((value) => ({
            value,
            label: t(`research.detail.ranges.${value}`),
          }))}
          data-testid="engagement-range"
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {series.map(({ field, color }) => {
          const gained = first && last ? Math.max(last[field] - first[field], 0) : 0;
          return (
            <Card key={field} padding="sm" radius="md" data-testid={`engagement-chart-${field}`}>
              <Group justify="space-between" gap={4} mb={6} wrap="nowrap">
                <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
                  {t(`research.card.${field}`)}
                </Text>
                {last && (
                  <Text fz="xs" c="dimmed">
                    <Text span fw={700} c="var(--mantine-color-text)">
                      {formatCompact(last[field], language)}
                    </Text>
                    {gained > 0 && (
                      <Text span c="teal.9" fw={600}>
                        {' '}
                        +{formatCompact(gained, language)}
                      </Text>
                    )}
                  </Text>
                )}
              </Group>
              {isLoading ? (
                <Skeleton h={140} radius="md" />
              ) : points.length < 2 ? (
                <Text fz="xs" c="dimmed" h={140} pt="xl" ta="center">
                  {t('research.detail.notEnoughHistory')}
                </Text>
              ) : (
                <AreaChart
                  h={140}
                  data={data}
                  dataKey="time"
                  series={[{ name: field, color, label: t(`research.card.${field}`) }]}
                  curveType="monotone"
                  withDots={false}
                  gridAxis="y"
                  tickLine="none"
                  withLegend={false}
                  yAxisProps={{
                    width: 44,
                    // Three evenly spaced values, every one written: with more, the axis dropped
                    // one in the middle on a short chart (0, 20, 40, 80).
                    tickCount: 3,
                    interval: 0,
                    tickFormatter: (value: number) => formatCompact(value, language),
                  }}
                  valueFormatter={(value) => formatNumber(value, language)}
                  areaChartProps={{ accessibilityLayer: true }}
                />
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
