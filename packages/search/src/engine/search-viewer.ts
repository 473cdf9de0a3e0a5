import {
  domains,
  ignoredItems,
  pages,
  selectRows,
  type Database,
  type IgnoreKind,
} from '@postradar/db';
import { sql } from 'drizzle-orm';
import type { PostSearchFilters } from '../sql';

/** Who is searching: the signed-in user, whose ignore lists leave posts out of every result. */
export interface SearchViewer {
  /** The signed-in user (`users.id`). */
  userId: string;
}

/**
 * The ids a viewer ignores, per kind (posts, pages, domains), and the most posts they can take
 * out of a result: the ignored posts and every post of the ignored pages and domains (their
 * counts, kept after each import).
 */
export interface IgnoredLists extends Readonly<Record<IgnoreKind, readonly number[]>> {
  readonly postsAtMost: number;
}

export const ignoresNothing: IgnoredLists = { post: [], page: [], domain: [], postsAtMost: 0 };

/**
 * The viewer's ignore lists: one statement, an index-only scan of the list's primary key (at
 * most 10,000 ids a user) with the post counts of the ignored pages and domains.
 */
export async function ignoredLists(db: Database, viewer: SearchViewer): Promise<IgnoredLists> {
  const rows = await selectRows<{ kind: IgnoreKind; ids: (string | number)[]; posts: string }>(
    db,
    sql`select i.kind, array_agg(i.target_id order by i.target_id) as ids,
          sum(case i.kind when 'page' then coalesce(p.post_count, 0)
                          when 'domain' then coalesce(d.post_count, 0) else 1 end) as posts
        from ${ignoredItems} i
        left join ${pages} p on i.kind = 'page' and p.id = i.target_id
        left join ${domains} d on i.kind = 'domain' and d.id = i.target_id
        where i.user_id = ${viewer.userId}
        group by i.kind`,
  );
  const lists = { post: [] as number[], page: [] as number[], domain: [] as number[] };
  let postsAtMost = 0;
  for (const row of rows) {
    lists[row.kind] = row.ids.map(Number);
    postsAtMost += Number(row.posts);
  }
  return { ...lists, postsAtMost };
}

/**
 * The ignore lists as the SQL builder's `ignored` filter, or none when the viewer ignores
 * nothing (the statistics' guaranteed counts then still apply). The ids go into the statement as
 * constant arrays rather than a subquery of the lists: PostgreSQL checks `<> all` of a constant
 * array through a hash, and estimates what it leaves, so that a search keeps the plan it has
 * without ignore lists (an anti-join against a subquery made it scan every post and sort them,
 * decision 0045). The statistics' guaranteed count of a search then drops by `postsAtMost`.
 */
export function ignoredFilter(lists: IgnoredLists): PostSearchFilters['ignored'] {
  if (lists.post.length + lists.page.length + lists.domain.length === 0) return undefined;
  return {
    ...(lists.post.length > 0 && { postIds: lists.post }),
    ...(lists.page.length > 0 && { pageIds: lists.page }),
    ...(lists.domain.length > 0 && { domainIds: lists.domain }),
    postsAtMost: lists.postsAtMost,
  };
}
