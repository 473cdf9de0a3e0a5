import type { Database } from '@postradar/db';
import type { SQL } from 'drizzle-orm';
import { cappedCountQuery, matchedIdsQuery, probedCountQuery, walkedPageIds } from '../sql';
import { WALK_BUDGET_MAX, type Scan } from './find-post-page';
import { planPostSearch } from './plan-post-search';
import { postPageQuery } from './post-rows';
import type { PostSearch } from './search-filters';
import type { SearchViewer } from './search-viewer';

/** A statement the engine may run, with the scans it turns off around it (`withScansOff`). */
export interface SearchStatement {
  statement: SQL;
  scansOff: readonly Scan[];
}

/** The heap pages a count probe reads in `postSearchStatements`: a typical probe's size. */
const PROBED_HEAP_PAGES = 2_000;

/**
 * Every statement the engine may run for a search, for the benchmark's
 * EXPLAIN (no sequential scan of posts in any): the page query, the capped count, the bounded
 * walk at its largest budget and the count probe (decision 0019), and the matched ids as the
 * planner chooses them and with index walks off, as the engine runs them when listing every
 * match is cheaper (decision 0026).
 */
export async function postSearchStatements(
  db: Database,
  search: PostSearch,
  viewer: SearchViewer,
): Promise<SearchStatement[]> {
  const { where, orderBy } = await planPostSearch(db, search, viewer);
  const firstPage = { limit: search.perPage, offset: 0 };
  return [
    { statement: postPageQuery(where, orderBy, search), scansOff: [] },
    { statement: cappedCountQuery(where), scansOff: ['seqscan'] },
    {
      statement: walkedPageIds(where, orderBy, { budget: WALK_BUDGET_MAX, ...firstPage }),
      scansOff: [],
    },
    { statement: probedCountQuery(where, PROBED_HEAP_PAGES), scansOff: [] },
    { statement: matchedIdsQuery(where, orderBy, firstPage), scansOff: [] },
    { statement: matchedIdsQuery(where, orderBy, firstPage), scansOff: ['seqscan', 'indexscan'] },
  ];
}
