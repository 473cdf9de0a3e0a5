import { posts } from '@postradar/db';
import { sql, type SQL } from 'drizzle-orm';
import { EXACT_COUNT_LIMIT } from '../pagination';

/** How many matches in the sort order `matchedIdsQuery` finds for this page and the count. */
export function matchedBound({ limit, offset }: { limit: number; offset: number }) {
  return Math.max(EXACT_COUNT_LIMIT + 1, offset + limit);
}

/**
 * One page of ids and the capped total in one statement, for searches by words, tags, pages or
 * sites: the first max(EXACT_COUNT_LIMIT + 1, offset + limit) matches in the sort order are
 * found once (for these searches usually one bitmap of every match and a top-N sort), then both
 * the page and the count are read from them, where a page query and a count query would each
 * build the same bitmap. Returns one row: `total` (up to that bound) and the page's `ids`.
 */
export function matchedIdsQuery(
  where: SQL,
  orderBy: SQL[],
  { limit, offset }: { limit: number; offset: number },
): SQL {
  const bound = matchedBound({ limit, offset });
  return sql`with matched as materialized (
      select ${posts.id} as id from ${posts} where ${where}
      order by ${sql.join(orderBy, sql`, `)} limit ${bound}
    )
    select (select count(*) from matched)::int as total,
      array(select id from matched offset ${offset} limit ${limit})::text[] as ids`;
}
