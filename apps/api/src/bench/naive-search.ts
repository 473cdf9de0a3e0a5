import type { PostSearchQuery } from '@postradar/contracts';
import { postContents, posts, selectRows, type Database } from '@postradar/db';
import { ignoresNothing, searchFilters } from '@postradar/search/engine';
import { buildPostSearchWhere, postSortOrder } from '@postradar/search/sql';
import { sql } from 'drizzle-orm';

/**
 * What search would cost done the obvious way, for the benchmark's comparison: the same matches,
 * but every match ranked with ts_rank before the sort, an exact count of all matches, and OFFSET
 * paging over that ranked list, each row read whole with its contents.
 */
export async function naiveSearch(db: Database, query: PostSearchQuery) {
  const filters = searchFilters(query, ignoresNothing);
  const where = buildPostSearchWhere(filters);
  const terms = filters.query.terms.map((term) => term.text).join(' ');
  const rank = terms
    ? sql`ts_rank(${posts.search}, plainto_tsquery('simple'::regconfig, postradar_fold(${terms})))`
    : sql`ts_rank(${posts.search}, plainto_tsquery('simple'::regconfig, ''))`;
  const [rows, total] = await Promise.all([
    selectRows(
      db,
      sql`select * from ${posts}
          join ${postContents} on ${postContents.postId} = ${posts.id}
          where ${where}
          order by ${rank} desc, ${sql.join(postSortOrder(query.sort), sql`, `)}
          limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
    ),
    selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from ${posts} where ${where}`,
    ),
  ]);
  return { rows, total: total[0]?.total ?? 0 };
}
