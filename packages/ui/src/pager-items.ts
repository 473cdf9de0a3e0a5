/** A pager entry: a page number or an ellipsis standing for two or more hidden pages. */
export type PagerItem = number | 'ellipsis';

export interface PagerLayout {
  /** Pages shown around the current one, split evenly before and after it. @default 2 */
  range?: number;
  /** Pages always shown at each end. @default 3 */
  margin?: number;
}

/** Pages kept by the pager, like react-paginate's pageRangeDisplayed/marginPagesDisplayed. */
export const defaultPagerLayout = { range: 2, margin: 3 } as const;

/**
 * The entries of a pager: the first and last `margin` pages, `range` pages around the current one
 * and an ellipsis for each run of hidden pages. An ellipsis never hides a single page: that page is
 * shown instead, and when every page fits in the longest such row (2 x margin + range + 3 entries)
 * all are listed. A `page` outside 1..totalPages is treated as the nearest end.
 */
export function pagerItems(
  page: number,
  totalPages: number,
  { range = defaultPagerLayout.range, margin = defaultPagerLayout.margin }: PagerLayout = {},
): PagerItem[] {
  if (!(totalPages >= 1)) return [];
  // Margins, range, current page and two ellipses: when that many entries can list every page, do.
  const longest = 2 * margin + range + 3;
  if (totalPages <= longest) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const current = Math.min(Math.max(Math.trunc(page) || 1, 1), totalPages);
  const before = Math.floor(range / 2);
  const after = range - before;

  const shown = new Set<number>();
  const add = (from: number, to: number) => {
    for (let p = Math.max(from, 1); p <= Math.min(to, totalPages); p += 1) shown.add(p);
  };
  add(1, margin);
  add(current - before, current + after);
  add(totalPages - margin + 1, totalPages);

  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('ellipsis');
    items.push(p);
    previous = p;
  }
  return items;
}

/** Page count times per-page never exceeds 10000 results (docs/product.md, Pager and counts). */
export const maxReachableResults = 10_000;

/** The page count to offer: `pageCount`, capped to floor(10000 / perPage) pages. */
export function cappedPageCount(pageCount: number, perPage: number): number {
  if (perPage <= 0) return pageCount;
  return pageCount * perPage > maxReachableResults
    ? Math.floor(maxReachableResults / perPage)
    : pageCount;
}
