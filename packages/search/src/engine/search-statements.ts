import type { Database } from '@postradar/db';
import type { SQL } from 'drizzle-orm';
import { EXACT_COUNT_LIMIT } from '../pagination';
import { cappedCountQuery, matchedIdsQuery, probedCountQuery, walkedPageIds } from '../sql';
import { countScansOff, WALK_BUDGET_MAX, type Scan } from './find-post-page';
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
 * Every statement the engine may run for a search, for the benchmark's EXPLAIN (no sequential
 * scan of posts in any): the page query; the capped count, unless the statistics guarantee more
 * matches than it counts to; with the statistics' estimate, the bounded walk at its largest
 * budget and the count probe (decision 0019); for a search by terms, the matched ids as the
 * planner chooses them and with index walks off, as the engine runs them when listing every
 * match is cheaper (decision 0026).
 */
export async function postSearchStatements(
  db: Database,
  search: PostSearch,
  viewer: SearchViewer,
): Promise<SearchStatement[]> {
  const { where, orderBy, strategy } = await planPostSearch(db, search, viewer);
  const firstPage = { limit: search.perPage, offset: 0 };
  const bounded: SearchStatement[] = [
    {
      statement: walkedPageIds(where, orderBy, { budget: WALK_BUDGET_MAX, ...firstPage }),
      scansOff: [],
    },
    { statement: probedCountQuery(where, PROBED_HEAP_PAGES), scansOff: [] },
  ];
  const matched: SearchStatement[] = [
    { statement: matchedIdsQuery(where, orderBy, firstPage), scansOff: [] },
    { statement: matchedIdsQuery(where, orderBy, firstPage), scansOff: ['seqscan', 'indexscan'] },
  ];
  const counted = (strategy.guaranteed ?? 0) <= EXACT_COUNT_LIMIT;
  return [
    { statement: postPageQuery(where, orderBy, search), scansOff: [] },
    ...(counted ? [{ statement: cappedCountQuery(where), scansOff: countScansOff(strategy) }] : []),
    ...(strategy.estimate ? bounded : []),
    ...(strategy.byTerms ? matched : []),
  ];
}
