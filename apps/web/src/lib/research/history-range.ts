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
