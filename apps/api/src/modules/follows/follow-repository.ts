import {
  followKinds,
  newPostsCountLimit,
  type FollowItem,
  type FollowKind,
  type FollowListQuery,
  type FollowSummary,
} from '@postradar/contracts';
import { follows, ignoredItems, selectRows, type Database } from '@postradar/db';
import { offsetOf, pageOf } from '@postradar/search';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { targetExists } from './collection-targets';
import { listedEntities } from './listed-entities';
import { ownIgnoredItems } from './ignored-repository';
import { hasNewPosts, newPostsCount } from './new-posts';

/** The user's follows of one kind whose target the corpus still holds. */
function ownFollows(userId: string, kind: FollowKind) {
  return and(
    eq(follows.userId, userId),
    eq(follows.kind, kind),
    targetExists(kind, follows.targetId),
  );
}

/** A follow's row: when it was followed and seen, and its new posts (counted to the limit + 1). */
function followColumns(kind: FollowKind) {
  return {
    targetId: follows.targetId,
    followedAt: follows.createdAt,
    seenAt: follows.seenAt,
    newPosts: newPostsCount(kind),
  };
}

type FollowRow = { targetId: number; followedAt: Date; seenAt: Date; newPosts: number };

/** Follows of one kind as their list shows them, in the rows' order; a target gone is left out. */
async function toFollowItems(
  db: Database,
  kind: FollowKind,
  rows: FollowRow[],
): Promise<FollowItem[]> {
  const entities = await listedEntities(
    db,
    kind,
    rows.map((row) => row.targetId),
  );
  return rows.flatMap((row): FollowItem[] => {
    const entity = entities.get(row.targetId);
    if (!entity) return [];
    return [
      {
        ...entity,
        followedAt: row.followedAt.toISOString(),
        seenAt: row.seenAt.toISOString(),
        newPosts: {
          count: Math.min(row.newPosts, newPostsCountLimit),
          isCapped: row.newPosts > newPostsCountLimit,
        },
      },
    ];
  });
}

/** One kind's follows, latest first, each with its list row and its new posts since last seen. */
export async function findFollows(db: Database, userId: string, query: FollowListQuery) {
  const where = ownFollows(userId, query.kind);
  const [rows, [counted]] = await Promise.all([
    db
      .select(followColumns(query.kind))
      .from(follows)
      .where(where)
      .orderBy(desc(follows.createdAt), desc(follows.targetId))
      .limit(query.perPage)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(follows).where(where),
  ]);
  const docs = await toFollowItems(db, query.kind, rows);
  return pageOf(docs, query, { total: counted?.total ?? 0, totalCapped: false });
}

/**
 * Up to `limit` of one kind's follows that have posts since the user last looked, the most new
 * posts first (then the latest followed).
 */
export async function findFollowsWithNewPosts(
  db: Database,
  userId: string,
  kind: FollowKind,
  limit: number,
): Promise<FollowItem[]> {
  const columns = followColumns(kind);
  const rows = await db
    .select(columns)
    .from(follows)
    .where(and(ownFollows(userId, kind), hasNewPosts(kind)))
    .orderBy(desc(columns.newPosts), desc(follows.createdAt), desc(follows.targetId))
    .limit(limit);
  return toFollowItems(db, kind, rows);
}

/** Per kind, the follows and those with new posts; and the ignored items, in one statement. */
export async function findFollowSummary(db: Database, userId: string): Promise<FollowSummary> {
  const perKind = followKinds.flatMap((kind) => {
    const own = sql`${follows.kind} = ${kind} and ${targetExists(kind, follows.targetId)}`;
    return [
      sql`count(*) filter (where ${own})::int as ${sql.identifier(`${kind}_follows`)}`,
      sql`count(*) filter (where ${own} and ${hasNewPosts(kind)})::int as ${sql.identifier(`${kind}_new`)}`,
    ];
  });
  const ignored = sql`(select count(*)::int from ${ignoredItems} where ${ownIgnoredItems(userId)})`;
  const [row] = await selectRows<Record<string, number>>(
    db,
    sql`select ${sql.join(perKind, sql`, `)}, ${ignored} as ignored from ${follows} where ${eq(follows.userId, userId)}`,
  );
  const of = (name: string) => row?.[name] ?? 0;
  return {
    follows: { page: of('page_follows'), domain: of('domain_follows'), pixel: of('pixel_follows') },
    withNewPosts: { page: of('page_new'), domain: of('domain_new'), pixel: of('pixel_new') },
    ignored: of('ignored'),
  };
}

/** The user looked at the follow's posts: its new posts count from now. Whether it is followed. */
export async function updateFollowSeenAt(
  db: Database,
  userId: string,
  kind: FollowKind,
  targetId: number,
): Promise<boolean> {
  const updated = await db
    .update(follows)
    .set({ seenAt: sql`now()` })
    .where(and(eq(follows.userId, userId), eq(follows.kind, kind), eq(follows.targetId, targetId)))
    .returning({ targetId: follows.targetId });
  return updated.length > 0;
}
