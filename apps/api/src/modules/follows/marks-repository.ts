import type {
  CollectionMarks,
  CollectionMarksQuery,
  FollowKind,
  IgnoreKind,
} from '@postradar/contracts';
import {
  favorites,
  follows,
  ignoredItems,
  poolItems,
  selectRows,
  type Database,
} from '@postradar/db';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';

type Mark = 'favorite' | 'pooled' | FollowKind | `ignored ${IgnoreKind}`;

/** `column` is one of the named ids (passed as one bigint array, exact as text). */
function among(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::bigint[])`;
}

/**
 * Which of the named posts the user saved in any favorite category or has on their pool, which
 * named pages, domains and pixels they follow, and which named posts, pages and domains they
 * ignore: one statement of index probes (the user's favorites by post, their pool by post, their
 * follows and ignore lists by key), in the order the ids were named.
 */
export async function findMarks(
  db: Database,
  userId: string,
  query: CollectionMarksQuery,
): Promise<CollectionMarks> {
  const named: Record<Mark, string[]> = {
    favorite: query.posts ?? [],
    pooled: query.posts ?? [],
    page: query.pages ?? [],
    domain: query.domains ?? [],
    pixel: query.pixels ?? [],
    'ignored post': query.posts ?? [],
    'ignored page': query.pages ?? [],
    'ignored domain': query.domains ?? [],
  };
  /** The named ids of one kind on one of the user's lists (follows, ignore lists), by its key. */
  const onList = (
    table: typeof follows | typeof ignoredItems,
    mark: Mark,
    kind: FollowKind | IgnoreKind,
  ) =>
    sql`select ${mark}::text, ${table.targetId}::text from ${table} where ${and(
      eq(table.userId, userId),
      sql`${table.kind} = ${kind}`,
      among(table.targetId, named[mark]),
    )}`;
  const probes: Record<Mark, SQL> = {
    favorite: sql`select distinct 'favorite', ${favorites.postId}::text from ${favorites} where ${and(
      eq(favorites.userId, userId),
      among(favorites.postId, named.favorite),
    )}`,
    pooled: sql`select 'pooled', ${poolItems.postId}::text from ${poolItems} where ${and(
      eq(poolItems.poolOwnerId, userId),
      among(poolItems.postId, named.pooled),
    )}`,
    page: onList(follows, 'page', 'page'),
    domain: onList(follows, 'domain', 'domain'),
    pixel: onList(follows, 'pixel', 'pixel'),
    'ignored post': onList(ignoredItems, 'ignored post', 'post'),
    'ignored page': onList(ignoredItems, 'ignored page', 'page'),
    'ignored domain': onList(ignoredItems, 'ignored domain', 'domain'),
  };
  const asked = (Object.keys(named) as Mark[]).filter((mark) => named[mark].length > 0);
  const rows =
    asked.length === 0
      ? []
      : await selectRows<{ mark: Mark; id: string }>(
          db,
          sql`select mark, id from (${sql.join(
            asked.map((mark) => sql`(${probes[mark]})`),
            sql` union all `,
          )}) as marks(mark, id)`,
        );
  const marked = (mark: Mark) => {
    const found = new Set(rows.filter((row) => row.mark === mark).map((row) => row.id));
    return named[mark].filter((id) => found.has(id));
  };
  return {
    favoritePostIds: marked('favorite'),
    pooledPostIds: marked('pooled'),
    followed: { pageIds: marked('page'), domainIds: marked('domain'), pixelIds: marked('pixel') },
    ignored: {
      postIds: marked('ignored post'),
      pageIds: marked('ignored page'),
      domainIds: marked('ignored domain'),
    },
  };
}
