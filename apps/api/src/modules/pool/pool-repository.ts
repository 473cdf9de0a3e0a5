import { collectionLimits, type ListPageQuery, type PoolItem } from '@postradar/contracts';
import { poolItems, users, type Database } from '@postradar/db';
import { offsetOf, pageOf, type PageOf } from '@postradar/search';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { addedBy, adderColumns, withPostCards } from '../../lib/with-post-cards';
import { limitReached } from '../../lib/collection-errors';
import { lockUserRow } from '../../lib/lock-user-row';

const itemColumns = {
  postId: poolItems.postId,
  note: poolItems.note,
  createdAt: poolItems.createdAt,
  updatedAt: poolItems.updatedAt,
  ...adderColumns,
};

const onPool = (ownerId: string, postId: number) =>
  and(eq(poolItems.poolOwnerId, ownerId), eq(poolItems.postId, postId));

/** Items of a pool, latest first, each with who added it (null once their account is gone). */
async function selectItems(
  db: Database,
  where: SQL | undefined,
  paging: ListPageQuery,
): Promise<PoolItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(poolItems)
    .leftJoin(users, eq(users.id, poolItems.addedBy))
    .where(where)
    .orderBy(desc(poolItems.createdAt), desc(poolItems.id))
    .limit(paging.perPage)
    .offset(offsetOf(paging));
  return withPostCards(db, rows, (row, post) => ({
    post,
    addedBy: addedBy(row),
    note: row.note,
    addedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One page of the pool, latest first. */
export async function findPoolItems(
  db: Database,
  ownerId: string,
  paging: ListPageQuery,
): Promise<PageOf<PoolItem>> {
  const where = eq(poolItems.poolOwnerId, ownerId);
  const [docs, [counted]] = await Promise.all([
    selectItems(db, where, paging),
    db.select({ total: count() }).from(poolItems).where(where),
  ]);
  return pageOf(docs, paging, { total: counted?.total ?? 0, totalCapped: false });
}

/** The post as it is on the pool, or undefined when it is not there. */
export async function findPoolItem(
  db: Database,
  ownerId: string,
  postId: number,
): Promise<PoolItem | undefined> {
  const [item] = await selectItems(db, onPool(ownerId, postId), { page: 1, perPage: 1 });
  return item;
}

/**
 * Puts the post on the pool unless it is there already (then nothing changes) or the pool holds
 * as many posts as the limit.
 */
export async function insertPoolItem(
  db: Database,
  input: { ownerId: string; addedBy: string; postId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUserRow(tx, input.ownerId);
    const [existing] = await tx
      .select({ id: poolItems.id })
      .from(poolItems)
      .where(onPool(input.ownerId, input.postId));
    if (existing) return;
    const [held] = await tx
      .select({ total: count() })
      .from(poolItems)
      .where(eq(poolItems.poolOwnerId, input.ownerId));
    if ((held?.total ?? 0) >= collectionLimits.poolItems) throw limitReached('poolItems');
    await tx
      .insert(poolItems)
      .values({ poolOwnerId: input.ownerId, postId: input.postId, addedBy: input.addedBy })
      .onConflictDoNothing();
  });
}

/** Takes the post off the pool; false when it was not there. */
export async function deletePoolItem(
  db: Database,
  ownerId: string,
  postId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(poolItems)
    .where(onPool(ownerId, postId))
    .returning({ id: poolItems.id });
  return deleted.length > 0;
}

/** Writes the note of a pooled post; false when the post is not on the pool. */
export async function updatePoolItemNote(
  db: Database,
  ownerId: string,
  postId: number,
  note: string,
): Promise<boolean> {
  const updated = await db
    .update(poolItems)
    .set({ note, updatedAt: new Date() })
    .where(onPool(ownerId, postId))
    .returning({ id: poolItems.id });
  return updated.length > 0;
}
