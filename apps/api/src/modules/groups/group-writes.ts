import { collectionLimits } from '@postradar/contracts';
import {
  researchGroupFollows,
  researchGroupMembers,
  researchGroups,
  selectRows,
  type Database,
} from '@postradar/db';
import { and, eq, sql } from 'drizzle-orm';
import { limitReached, withUniqueName } from '../../lib/collection-errors';
import { groupNotFound } from './group-rows';

/**
 * Creates a group of the user in one statement, refused with LIMIT_REACHED when they already
 * have 100 and with 'This name already exists' for a name they gave another group (any case).
 * A copy (`copiedFrom`) takes every member of that group along. Returns the new group's id.
 */
export async function insertGroup(
  db: Database,
  group: { userId: string; name: string; copiedFrom?: number },
): Promise<number> {
  const copiedFrom = group.copiedFrom ?? null;
  const [created] = await withUniqueName(() =>
    selectRows<{ id: number | string }>(
      db,
      sql`with created as (
        insert into ${researchGroups} (user_id, name, copied_from)
        select ${group.userId}::uuid, ${group.name}::text, ${copiedFrom}::bigint
        where (select count(*) from ${researchGroups} where user_id = ${group.userId})
          < ${collectionLimits.groups}
        returning id
      ), copied as (
        insert into ${researchGroupMembers} (group_id, kind, target_id)
        select created.id, source.kind, source.target_id
        from created, ${researchGroupMembers} as source
        where source.group_id = ${copiedFrom}::bigint
      )
      select id from created`,
    ),
  );
  if (!created) throw limitReached('groups');
  return Number(created.id);
}

/** The names of the user's groups, lower-cased (to name a copy). */
export async function groupNamesOf(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: sql<string>`lower(${researchGroups.name})` })
    .from(researchGroups)
    .where(eq(researchGroups.userId, userId));
  return new Set(rows.map((row) => row.name));
}

const ownGroup = (userId: string, id: number) =>
  and(eq(researchGroups.id, id), eq(researchGroups.userId, userId));

/** Renames an own group ('This name already exists' for another of the user's names). */
export async function renameGroup(db: Database, userId: string, id: number, name: string) {
  const renamed = await withUniqueName(() =>
    db
      .update(researchGroups)
      .set({ name, updatedAt: sql`now()` })
      .where(ownGroup(userId, id))
      .returning({ id: researchGroups.id }),
  );
  if (renamed.length === 0) throw groupNotFound();
}

/** Deletes an own group with its members and follows. */
export async function deleteGroup(db: Database, userId: string, id: number) {
  const deleted = await db
    .delete(researchGroups)
    .where(ownGroup(userId, id))
    .returning({ id: researchGroups.id });
  if (deleted.length === 0) throw groupNotFound();
}

/** Publishes a group (keeping when it was first featured) or withdraws it. */
export async function setFeatured(db: Database, id: number, isFeatured: boolean) {
  await db
    .update(researchGroups)
    .set({ featuredAt: isFeatured ? sql`coalesce(${researchGroups.featuredAt}, now())` : null })
    .where(eq(researchGroups.id, id));
}

/** The user follows a group; following it again keeps one follow. */
export async function followGroup(db: Database, userId: string, groupId: number) {
  await db.insert(researchGroupFollows).values({ userId, groupId }).onConflictDoNothing();
}

export async function unfollowGroup(db: Database, userId: string, groupId: number) {
  await db
    .delete(researchGroupFollows)
    .where(and(eq(researchGroupFollows.userId, userId), eq(researchGroupFollows.groupId, groupId)));
}
