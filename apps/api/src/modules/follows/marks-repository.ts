import type { CollectionMarks, CollectionMarksQuery, FollowKind } from '@postradar/contracts';
import { favorites, follows, poolItems, selectRows, type Database } from '@postradar/db';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';

type Mark = 'favorite' | 'pooled' | FollowKind;

/** `column` is one of the named ids (passed as one bigint array, exact as text). */
function among(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::bigint[])`;
}

/**
 * Which of the named posts the user saved in any favorite category or has on their pool, and
 * which named pages, domains and pixels they follow: one statement of index probes (the user's
 * favorites by post, their pool by post, their follows by key), in the order the ids were named.
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
  };
  const probes: Record<Mark, SQL> = {
    favorite: sql`select distinct 'favorite', ${favorites.postId}::text from ${favorites} where ${and(
      eq(favorites.userId, userId),
      among(favorites.postId, named.favorite),
    )}`,
    pooled: sql`select 'pooled', ${poolItems.postId}::text from ${poolItems} where ${and(
      eq(poolItems.poolOwnerId, userId),
      among(poolItems.postId, named.pooled),
    )}`,
    page: followed(userId, 'page', named.page),
    domain: followed(userId, 'domain', named.domain),
    pixel: followed(userId, 'pixel', named.pixel),
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
  };
}

function followed(userId: string, kind: FollowKind, ids: readonly string[]): SQL {
  return sql`select ${kind}::text, ${follows.targetId}::text from ${follows} where ${and(
    eq(follows.userId, userId),
    eq(follows.kind, kind),
    among(follows.targetId, ids),
  )}`;
}
