/** The query parameter that keeps the current page of a list. */
export const pageParam = 'page';

/** The page in a query string such as `location.search`; 1 when absent or not a positive integer. */
export function readPageParam(search: string): number {
  const raw = new URLSearchParams(search).get(pageParam);
  const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isSafeInteger(value) && value >= 1 ? value : 1;
}

/**
 * The query string (with its leading '?') to navigate to for `page`, keeping every other
 * parameter; null when nothing should change: the page is already current, or it is not a page
 * (below 1, not an integer, or above `totalPages` when given).
 */
export function nextPageSearch(
  search: string,
  page: number,
  totalPages: number = Number.POSITIVE_INFINITY,
): string | null {
  if (!Number.isSafeInteger(page) || page < 1 || page > totalPages) return null;
  if (page === readPageParam(search)) return null;
  const params = new URLSearchParams(search);
  params.set(pageParam, String(page));
  return `?${params.toString()}`;
}
