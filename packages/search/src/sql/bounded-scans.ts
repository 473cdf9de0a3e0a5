import { posts } from '@postradar/db';
import { sql, type SQL } from 'drizzle-orm';
import { EXACT_COUNT_LIMIT } from '../pagination';

/*
 * Two scans that stop after a fixed amount of work, for searches whose words are common
 * (decision 0019). In both, the search condition is computed as a column (`hit`) of a subquery
 * the planner cannot merge into its caller (a LIMIT, or OFFSET 0), so it is evaluated row by row
 * on what the subquery reads and never turned into a GIN bitmap of every match: PostgreSQL
 * estimates phrase and word-order conditions from independent word frequencies and would
 * otherwise build, recheck and sort tens of thousands of matches to return fifty.
 */

/**
 * The ids of one page of matches, found by reading the sort order's index from the top: at most
 * `budget` posts are read. Each id comes with its `position` among the posts read (1 for the
 * first), so the caller learns how common the matches are. Fewer than `limit` ids means the
 * budget ran out or the matches did; the caller then asks the planner's way.
 */
export function walkedPageIds(
  where: SQL,
  orderBy: SQL[],
  { budget, limit, offset }: { budget: number; limit: number; offset: number },
): SQL {
  // Numbered above the LIMIT, in the order it delivers: the condition is still evaluated below,
  // row by row, and the search vector never travels up to the numbering.
  return sql`select walked.id, walked.position from (
      select read.id, read.hit, row_number() over () as position from (
        select ${posts.id} as id, (${where}) as hit from ${posts}
        order by ${sql.join(orderBy, sql`, `)} limit ${budget}
      ) as read
    ) as walked where walked.hit limit ${limit} offset ${offset}`;
}

/**
 * Counts matches among the first `heapPages` pages of posts (a TID range scan, read in physical
 * order), stopping at EXACT_COUNT_LIMIT + 1. Reaching it proves the search has more than
 * EXACT_COUNT_LIMIT matches ("1,000+") at a fraction of a bitmap's cost for a common word;
 * anything less proves nothing and the caller counts the usual way.
 */
export function probedCountQuery(where: SQL, heapPages: number): SQL {
  const bound = `(${Math.max(1, Math.ceil(heapPages))},0)`;
  return sql`select count(*)::int as total from (
      select 1 from (
        select (${where}) as hit from ${posts} where ctid < ${bound}::tid offset 0
      ) as scanned where scanned.hit limit ${EXACT_COUNT_LIMIT + 1}
    ) as probed`;
}
