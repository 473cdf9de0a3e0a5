import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { CorpusFigures } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { dayjs } from '../../lib/dayjs';
import { formatCompact, formatNumber } from '../../lib/research/format-count';

/**
 * Posts and ads first seen per day over the last 30 days, stacked. Its own module, loaded on
 * demand: the charting library stays out of the dashboard's first load.
 */
export default function CorpusChart({
  perDay,
  height,
}: {
  perDay: CorpusFigures['perDay'];
  height: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const data = perDay.map((point) => ({
    ...point,
    // The API's days are UTC dates (YYYY-MM-DD): shown as dates, never shifted by the time zone.
    label: dayjs(point.day)
      .locale(language)
      .format(language === 'vi' ? 'D/M' : 'MMM D'),
  }));
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      type="stacked"
      series={[
        { name: 'posts', color: 'radar.6', label: t('dashboard.corpus.posts') },
        { name: 'ads', color: 'orange.5', label: t('dashboard.corpus.ads') },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'top', height: 32 }}
      tickLine="none"
      yAxisProps={{ width: 44, tickFormatter: (value: number) => formatCompact(value, language) }}
      valueFormatter={(value) => formatNumber(value, language)}
      barChartProps={{ accessibilityLayer: true }}
      data-testid="corpus-chart"
    />
  );
}
