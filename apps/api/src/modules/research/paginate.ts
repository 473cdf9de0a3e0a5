import { selectRows, type Database } from '@postradar/db';
import { isPageAllowed, MAX_RESULTS, pageBeyondCapMessage, pageCount } from '@postradar/search';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';

export interface Paging {
  page: number;
  perPage: number;
}

export interface PageOf<T> {
  docs: T[];
  page: number;
  pages: number;
  total: number;
  perPage: number;
  totalCapped: boolean;
}

/** SPEC section 5: a page beyond pages x perPage = 10000 is refused, naming the parameter. */
export function assertPageAllowed({ page, perPage }: Paging) {
  if (!isPageAllowed(page, perPage)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Invalid query parameter 'page': ${pageBeyondCapMessage(page, perPage)}`,
    );
  }
}

export function offsetOf({ page, perPage }: Paging) {
  return (page - 1) * perPage;
}

/**
 * Runs a count query that stops at `limit` + 1 (a `select count(*) as total` over a LIMIT):
 * MAX_RESULTS for pages, domains and pixels, EXACT_COUNT_LIMIT for post searches.
 */
export async function cappedTotal(db: Database, countQuery: SQL, limit = MAX_RESULTS) {
  const [row] = await selectRows<{ total: number | string }>(db, countQuery);
  const counted = Number(row?.total ?? 0);
  return { total: Math.min(counted, limit), totalCapped: counted > limit };
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
