/** The page count is capped so that pages x perPage never exceeds this (decision 0013). */
export const MAX_RESULTS = 10_000;

/**
 * Post searches count matches exactly up to this many (decision 0013). Counting reads one heap
 * page per match, so counting a common word to 10,001 costs ~10,000 random reads; beyond this
 * bound the total is reported as "1,000+" (`totalCapped`) and every page up to the cap is offered.
 */
export const EXACT_COUNT_LIMIT = 1_000;

/** The last page that may be requested at this page size (200 at 50 per page). */
export function maxPage(perPage: number): number {
  return Math.floor(MAX_RESULTS / perPage);
}

/**
 * pages = min(ceil(total / perPage), floor(10000 / perPage)); when the count stopped early
 * (`capped`: there are more than `total` matches) every page up to the cap.
 */
export function pageCount(total: number, perPage: number, capped = false): number {
  return capped ? maxPage(perPage) : Math.min(Math.ceil(total / perPage), maxPage(perPage));
}

export function isPageAllowed(page: number, perPage: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= maxPage(perPage);
}

/** The message a request for a page beyond the cap gets. */
export function pageBeyondCapMessage(page: number, perPage: number): string {
  return (
    `Page ${page} is beyond the last page that can be shown (${maxPage(perPage)} at ${perPage} ` +
    `per page: at most ${MAX_RESULTS} results). Narrow the search or sort it differently.`
  );
}

/** A page asked for: its number (from 1) and its size. */
export interface Paging {
  page: number;
  perPage: number;
}

/** One page of results with the count behind it (decision 0013). */
export interface PageOf<T> {
  docs: T[];
  page: number;
  pages: number;
  total: number;
  perPage: number;
  totalCapped: boolean;
}

export function offsetOf({ page, perPage }: Paging): number {
  return (page - 1) * perPage;
}

export function pageOf<T>(
  docs: T[],
  paging: Paging,
  { total, totalCapped }: { total: number; totalCapped: boolean },
): PageOf<T> {
  return {
    docs,
    page: paging.page,
    pages: pageCount(total, paging.perPage, totalCapped),
    total,
    perPage: paging.perPage,
    totalCapped,
  };
}
