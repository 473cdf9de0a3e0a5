/**
 * The engine's cost model: what the bounded scans and the bitmaps of a search cost, in
 * microseconds, fitted to searches measured on a million posts held in memory (decisions 0019,
 * 0026 and 0028; the measurements in docs/benchmarks.md). The engine decides with it where the
 * planner's page-based model goes wrong for such a table.
 */

/** The posts table as the planner statistics describe it. */
export interface TableShape {
  posts: number;
  heapPages: number;
}

/**
 * A count probe reads posts in physical order at about 1 µs each, where the capped count's GIN
 * bitmap costs about 0.35 µs for each post it lists.
 */
const PROBE_COST_PER_POST = 1;
const BITMAP_COST_PER_MATCH = 0.35;

/** Whether reading `posts` in physical order costs less than listing every match's id. */
export function probeIsCheaper(posts: number, share: number, table: TableShape) {
  return posts * PROBE_COST_PER_POST <= share * table.posts * BITMAP_COST_PER_MATCH;
}

/**
 * A walk of a sort index visits each post it passes: about 2 µs when the sort order has nothing
 * to do with the physical order (reactions, first seen), 0.7 µs when it follows it (pg_stats
 * correlation near 1 or -1), the heap pages then coming in runs.
 */
const WALK_COST_PER_POST_SCATTERED = 2;
const WALK_COST_PER_POST_IN_ORDER = 0.7;
/**
 * Every match listed by a bitmap, read in physical order and sorted: about 2.7 µs for each heap
 * page holding a match, whether it holds one match or several.
 */
const BITMAP_COST_PER_HEAP_PAGE = 2.7;

/**
 * Whether listing every match and sorting them beats walking the sort index to the `bound`th
 * match. The planner prices heap visits by page, not by post: for a deep page of a word in 5% of
 * posts it walks the reactions index through four times as many posts as the word has matches,
 * where the bitmap of those matches costs a fraction of the walk; but a walk in an order that
 * follows the table beats the bitmap of as many matches (decision 0026).
 */
export function everyMatchIsCheaper(
  bound: number,
  share: number,
  correlation: number,
  table: TableShape,
) {
  if (share <= 0) return false;
  const perPost =
    WALK_COST_PER_POST_SCATTERED -
    (WALK_COST_PER_POST_SCATTERED - WALK_COST_PER_POST_IN_ORDER) *
      Math.min(1, Math.abs(correlation));
  const walk = (bound / share) * perPost;
  const rowsPerPage = table.posts / table.heapPages;
  const pagesWithMatches = table.heapPages * (1 - (1 - Math.min(1, share)) ** rowsPerPage);
  return walk > pagesWithMatches * BITMAP_COST_PER_HEAP_PAGE;
}

/**
 * A range of the sort index (`column >= value`, decision 0028) ANDed with the matches' bitmap
 * costs about 0.14 µs for each post in the range, and spares the heap page of every match below
 * it (BITMAP_COST_PER_HEAP_PAGE).
 */
const RANGE_COST_PER_POST = 0.14;

/** Whether bounding every match by the top `fraction` of the sort order saves more than it costs. */
export function rangeIsCheaper(fraction: number, share: number) {
  return fraction * RANGE_COST_PER_POST < (1 - fraction) * share * BITMAP_COST_PER_HEAP_PAGE;
}
