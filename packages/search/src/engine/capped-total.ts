import { selectRows, type Database } from '@postradar/db';
import type { SQL } from 'drizzle-orm';
import { MAX_RESULTS } from '../pagination';

/**
 * Runs a count query that stops at `limit` + 1 (a `select count(*) as total` over a LIMIT):
 * MAX_RESULTS for pages, domains and pixels, EXACT_COUNT_LIMIT for post searches.
 */
export async function cappedTotal(db: Database, countQuery: SQL, limit = MAX_RESULTS) {
  const [row] = await selectRows<{ total: number | string }>(db, countQuery);
  const counted = Number(row?.total ?? 0);
  return { total: Math.min(counted, limit), totalCapped: counted > limit };
}
