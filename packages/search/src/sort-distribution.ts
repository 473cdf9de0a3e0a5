/**
 * Where the top of a sort order ends: from a column's planner statistics, the values above which a
 * given share of all posts lie (decision 0028). A search that must sort thousands of matches can
 * then leave out every match below such a value, which cannot be among them.
 */

/** A value of a column and the share of all posts whose value is at least this one. */
export interface ValueShare {
  value: string;
  share: number;
}

/** pg_stats of one column, values as text in the column's own order. */
export interface ColumnDistribution {
  /** Equal-frequency bucket bounds of the values not listed as common, ascending. */
  histogram: readonly string[];
  commonValues: readonly string[];
  commonShares: readonly number[];
  nullShare: number;
}

/** Numbers and timestamps, the sort columns' types, compared by what they denote. */
function ordinal(value: string): number {
  const number = Number(value);
  return Number.isNaN(number) ? Date.parse(value) : number;
}

/**
 * Each histogram bound and common value, highest first, with the share of posts at or above it:
 * the common values at or above it, and the histogram's buckets that start at or above it (each
 * holds an equal part of the rows not listed as common). A bucket a value falls inside is not
 * counted, so a share is never overestimated: a range from it holds at least what it should.
 * Empty when the column has no statistics or a value cannot be compared.
 */
export function valueShares(distribution: ColumnDistribution): ValueShare[] {
  const { histogram, commonValues, commonShares, nullShare } = distribution;
  const bounds = histogram.length >= 2 ? histogram.map(ordinal) : [];
  const common = commonValues.map(ordinal);
  if ([...bounds, ...common].some(Number.isNaN)) return [];
  const listedShare = commonShares.reduce((sum, share) => sum + share, 0);
  const bucketShare =
    bounds.length >= 2 ? Math.max(0, 1 - nullShare - listedShare) / (bounds.length - 1) : 0;
  const shareFrom = (value: number) =>
    common.reduce(
      (sum, commonValue, at) => sum + (commonValue >= value ? (commonShares[at] ?? 0) : 0),
      0,
    ) +
    bucketShare * bounds.slice(0, -1).filter((bound) => bound >= value).length;
  const points = [
    ...histogram.slice(0, bounds.length).map((value, at) => ({ value, at: bounds[at] ?? 0 })),
    ...commonValues.map((value, at) => ({ value, at: common[at] ?? 0 })),
  ];
  return points
    .sort((a, b) => b.at - a.at)
    .map(({ value, at }) => ({ value, share: shareFrom(at) }));
}

/**
 * The highest value with at least `share` of all posts at or above it (from `valueShares`), or
 * undefined when even the lowest bound has fewer: the range would then leave nothing out.
 */
export function rangeStart(shares: readonly ValueShare[], share: number): string | undefined {
  return shares.find((point) => point.share >= share)?.value;
}
