import { selectRows, type Database } from '@postradar/db';
import { and, sql, type SQL } from 'drizzle-orm';
import { EXACT_COUNT_LIMIT, offsetOf, pageOf, type Paging } from '../pagination';
import {
  cappedCountQuery,
  matchedBound,
  matchedIdsQuery,
  probedCountQuery,
  walkedPageIds,
} from '../sql';
import { cappedTotal } from './capped-total';
import { toPostDtos } from './post-dtos';
import { postsByIds, selectPostPage, type PostRow } from './post-rows';
import { everyMatchIsCheaper, probeIsCheaper, rangeIsCheaper } from './scan-costs';

/** What the corpus statistics say about a search (decision 0019). */
export interface SearchEstimate {
  /** Estimated share of posts matching. */
  share: number;
  posts: number;
  heapPages: number;
  /** How closely the sort column follows the table's physical order (pg_stats correlation). */
  sortCorrelation: number;
}

export interface SearchStrategy {
  /**
   * The search is led by words, tags, pages or sites, whose indexes find every match before the
   * sort: page and count then come from one statement (matchedIdsQuery).
   */
  byTerms?: boolean;
  /** With an estimate, bounded scans are tried first (decision 0019). */
  estimate?: SearchEstimate;
  /**
   * Matches the statistics guarantee (guaranteedMatches), also to a search they cannot estimate
   * (one without conditions matches every post): beyond 1,000, nothing is counted.
   */
  guaranteed?: number;
  /**
   * The condition leaves out the viewer's ignore lists (decision 0045), checked against each
   * row's page and domain: no count is read from an index alone.
   */
  ignoring?: boolean;
  /**
   * The posts within the top `fraction` of the sort order, by its index (decision 0028);
   * undefined when the statistics cannot tell where that ends.
   */
  sortRange?: (fraction: number) => SQL | undefined;
}

type Total = { total: number; totalCapped: boolean };

const moreThanCounted: Total = { total: EXACT_COUNT_LIMIT, totalCapped: true };

/** A walk of the sort index pays when it should find the page within this many posts... */
const WALK_EXPECTED_MAX = 5_000;
/** ...and reads at most this many times the expected number (within the bounds) before giving up. */
const WALK_SLACK = 3;
const WALK_BUDGET_MIN = 1_000;
export const WALK_BUDGET_MAX = 15_000;
/**
 * A count probe pays when the posts it should read to find 1,001 matches cost less than listing
 * every match (probeIsCheaper), and it should find them within this many posts, reading at most
 * twice that many.
 */
const PROBE_EXPECTED_MAX = 30_000;
const PROBE_SLACK = 2;
/**
 * A search by terms expected to match fewer posts than this gets no walk: its count would still
 * read up to 1,001 of its matches (no guarantee nor probe covers so few), and the one statement
 * that lists every match costs little more while finding the page too (measured with niches,
 * languages and countries: docs/benchmarks.md).
 */
const WALKED_MATCHES_MIN = 4_000;

export type Scan = 'seqscan' | 'indexscan' | 'bitmapscan';

/**
 * Runs `run` in a transaction with these scans off. For a count that stops at 1,001 matches of a
 * broad condition (`any` of two common words) the planner may prefer reading posts from the
 * start until enough match, which reads the whole table whenever its estimate is too high, or a
 * bitmap of every match (countScansOff); and it may walk a sort index where listing every match
 * is cheaper (everyMatchIsCheaper).
 */
export function withScansOff<T>(
  db: Database,
  scans: readonly Scan[],
  run: (tx: Database) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    // One statement for every setting: `set_config(..., true)` is `set local`.
    const settings = scans.map((scan) => sql`set_config(${`enable_${scan}`}, 'off', true)`);
    if (settings.length > 0) await tx.execute(sql`select ${sql.join(settings, sql`, `)}`);
    return run(tx);
  });
}

/**
 * The scans the capped count runs without. Besides reading the whole table, a search with
 * neither words nor tags and with ignore lists is counted without a bitmap: its rows must be
 * read for their page and domain, so the index-only scan that counts it otherwise is out, and
 * PostgreSQL, pricing every row read as a random read, prefers a bitmap of every match (72,000
 * posts of a media type, 18 ms) to reading 1,050 rows in an index's order (0.6 ms) until 1,001
 * are kept. A search by words or tags keeps its bitmap: only the word and tag indexes find them.
 */
export function countScansOff({ byTerms, ignoring }: SearchStrategy): Scan[] {
  return ignoring && !byTerms ? ['seqscan', 'bitmapscan'] : ['seqscan'];
}

function countedTotal(db: Database, where: SQL, strategy: SearchStrategy): Promise<Total> {
  return withScansOff(db, countScansOff(strategy), (tx) =>
    cappedTotal(tx, cappedCountQuery(where), EXACT_COUNT_LIMIT),
  );
}

/** A page that is not full tells the total by itself (a page past the results does not). */
function totalOfShortPage(paging: Paging, found: number): Total | undefined {
  if (found >= paging.perPage || (found === 0 && paging.page > 1)) return undefined;
  return { total: offsetOf(paging) + found, totalCapped: false };
}

/**
 * A walk's outcome: the share of matches among the posts it read (how many it found, over the
 * position of the last one, or over its whole budget when that ran out first), and the page if
 * it found one.
 */
interface Walk {
  rows?: PostRow[];
  seenShare: number;
}

async function walkedPage(
  db: Database,
  where: SQL,
  orderBy: SQL[],
  paging: Paging,
  { share, posts }: { share: number; posts: number },
): Promise<Walk | undefined> {
  const offset = offsetOf(paging);
  const expected = (offset + paging.perPage) / share;
  if (share <= 0 || expected > WALK_EXPECTED_MAX) return undefined;
  const budget = Math.round(
    Math.min(WALK_BUDGET_MAX, Math.max(WALK_BUDGET_MIN, expected * WALK_SLACK)),
  );
  const ids = await selectRows<{ id: number | string; position: number | string }>(
    db,
    walkedPageIds(where, orderBy, { budget, limit: paging.perPage, offset }),
  );
  // The hits skipped by the offset were seen too, if the walk got past them.
  const found = ids.length > 0 ? offset + ids.length : 0;
  // A short page is only an answer when the walk read every post.
  if (ids.length < paging.perPage && budget < posts) return { seenShare: found / budget };
  const last = ids.at(-1);
  return {
    rows: await postsByIds(
      db,
      ids.map((row) => row.id),
      orderBy,
    ),
    seenShare: last ? found / Number(last.position) : 0,
  };
}

/**
 * The page from a walk of the sort index, walking once more when the first walk ran out of
 * budget but saw enough matches to expect the page within bounds (phrases and word orders are
 * rarer than their rarest word); the share of matches the walks saw, for the count (better than
 * the statistics' estimate, which takes the words as independent).
 */
async function walkedPageWithRetry(
  db: Database,
  where: SQL,
  orderBy: SQL[],
  paging: Paging,
  estimate: SearchEstimate,
) {
  const first = await walkedPage(db, where, orderBy, paging, estimate);
  if (!first) return { share: estimate.share };
  if (first.rows) return { rows: first.rows, share: first.seenShare };
  const again = await walkedPage(db, where, orderBy, paging, {
    share: first.seenShare,
    posts: estimate.posts,
  });
  return { rows: again?.rows, share: again?.seenShare ?? first.seenShare };
}

/**
 * A count probe sized for `share`, the smaller of what the walk saw and what the statistics say:
 * the probe stops at the 1,001st match whatever its range, but a range sized for a share the
 * walk overrated (a sort order that favours the matches: `camping gift` by reactions) ends short
 * of them and proves nothing, and the count then builds the bitmap of every match after all.
 */
async function probedTotal(db: Database, where: SQL, estimate: SearchEstimate, share: number) {
  const expected = (EXACT_COUNT_LIMIT + 1) / share;
  if (expected > PROBE_EXPECTED_MAX || !probeIsCheaper(expected, share, estimate)) return undefined;
  const rowsPerPage = estimate.posts / estimate.heapPages;
  const probe = await cappedTotal(
    db,
    probedCountQuery(where, (expected * PROBE_SLACK) / rowsPerPage),
    EXACT_COUNT_LIMIT,
  );
  return probe.totalCapped ? probe : undefined;
}

/** How much of the sort order a range keeps, over what the estimated share of matches needs. */
const RANGE_SLACK = 1.5;

type Matched = { total: number; ids: string[] };

async function matchedIds(db: Database, query: SQL, everyMatch: boolean) {
  const [matched] = everyMatch
    ? await withScansOff(db, ['seqscan', 'indexscan'], (tx) => selectRows<Matched>(tx, query))
    : await selectRows<Matched>(db, query);
  return matched ?? { total: 0, ids: [] };
}

/**
 * Every match listed, when only the top of the sort order can hold the page: the matches within
 * a range of the sort index that should hold `bound` of them (decision 0028), if that range
 * saves more heap visits than it costs. A range that turns out to hold fewer proves nothing, and
 * every match is listed after all.
 */
async function everyMatchInRange(
  db: Database,
  where: SQL,
  orderBy: SQL[],
  window: { limit: number; offset: number },
  share: { of: number; estimate: SearchEstimate },
  sortRange: SearchStrategy['sortRange'],
) {
  const bound = matchedBound(window);
  const fraction = (bound / (share.of * share.estimate.posts)) * RANGE_SLACK;
  const range = fraction < 1 && rangeIsCheaper(fraction, share.of) && sortRange?.(fraction);
  if (range) {
    const ranged = await matchedIds(
      db,
      matchedIdsQuery(and(where, range) as SQL, orderBy, window),
      true,
    );
    if (ranged.total >= bound) return ranged;
  }
  return matchedIds(db, matchedIdsQuery(where, orderBy, window), true);
}

async function matchedPage(
  db: Database,
  where: SQL,
  orderBy: SQL[],
  paging: Paging,
  share?: { of: number; estimate: SearchEstimate },
  sortRange?: SearchStrategy['sortRange'],
) {
  const window = { limit: paging.perPage, offset: offsetOf(paging) };
  const listEveryMatch =
    share &&
    everyMatchIsCheaper(
      matchedBound(window),
      share.of,
      share.estimate.sortCorrelation,
      share.estimate,
    );
  const matched = listEveryMatch
    ? await everyMatchInRange(db, where, orderBy, window, share, sortRange)
    : await matchedIds(db, matchedIdsQuery(where, orderBy, window), false);
  return {
    rows: await postsByIds(db, matched.ids, orderBy),
    total: {
      total: Math.min(matched.total, EXACT_COUNT_LIMIT),
      totalCapped: matched.total > EXACT_COUNT_LIMIT,
    },
  };
}

/**
 * One page of posts matching `where` in the order given (an indexed order with `id` last), and
 * the total counted no further than EXACT_COUNT_LIMIT (beyond it: `totalCapped`, every page up to
 * the cap offered). A common search tries a bounded walk of the sort index for the page and, for
 * the count, the statistics' guarantee or a bounded probe first (decision 0019); a search by terms
 * expected to match few posts lists them all at once instead (WALKED_MATCHES_MIN).
 */
export async function findPostPage(
  db: Database,
  where: SQL,
  orderBy: SQL[],
  paging: Paging,
  strategy: SearchStrategy = {},
) {
  const { byTerms = false, estimate, sortRange } = strategy;
  const fewMatches = estimate && byTerms && estimate.share * estimate.posts < WALKED_MATCHES_MIN;
  const walk =
    estimate &&
    (fewMatches
      ? { share: estimate.share }
      : await walkedPageWithRetry(db, where, orderBy, paging, estimate));
  const walked = walk?.rows;
  if (!walked && byTerms) {
    const share = estimate && walk && { of: walk.share, estimate };
    const { rows, total } = await matchedPage(db, where, orderBy, paging, share, sortRange);
    return pageOf(await toPostDtos(db, rows), paging, total);
  }
  const rows = walked ?? (await selectPostPage(db, where, orderBy, paging));
  const total =
    totalOfShortPage(paging, rows.length) ??
    ((strategy.guaranteed ?? 0) > EXACT_COUNT_LIMIT ? moreThanCounted : undefined) ??
    (estimate &&
      walk &&
      (await probedTotal(db, where, estimate, Math.min(walk.share, estimate.share)))) ??
    (await countedTotal(db, where, strategy));
  return pageOf(await toPostDtos(db, rows), paging, total);
}
