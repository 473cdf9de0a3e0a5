import type { PostDetailDto } from '@postradar/contracts';

export const historyRanges = ['24h', '7d', 'all'] as const;
export type HistoryRange = (typeof historyRanges)[number];

const rangeHours: Record<Exclude<HistoryRange, 'all'>, number> = { '24h': 24, '7d': 168 };

/**
 * The engagement snapshots of a range, counted back from the latest one (the post's freshest
 * data), oldest first.
 */
export function historyInRange(
  history: PostDetailDto['history'],
  range: HistoryRange,
): PostDetailDto['history'] {
  const latest = history.at(-1);
  if (!latest || range === 'all') return history;
  const start = Date.parse(latest.at) - rangeHours[range] * 3_600_000;
  return history.filter((point) => Date.parse(point.at) >= start);
}

const hour = 3_600_000;

/**
 * How the time of a point is written on a chart of `points` (dayjs formats): the hour alone when
 * they span a day and a half at most, the day and hour up to four days, else the day. The span
 * decides, not the range chosen: a post seen for ten hours charts by the hour in every range.
 */
export function historyTimeFormat(points: PostDetailDto['history'], language: string): string {
  const first = points[0];
  const last = points.at(-1);
  const span = first && last ? Date.parse(last.at) - Date.parse(first.at) : 0;
  const day = language === 'vi' ? 'D/M' : 'MMM D';
  if (span <= 36 * hour) return 'HH:mm';
  if (span <= 96 * hour) return `${day} HH:mm`;
  return day;
}
