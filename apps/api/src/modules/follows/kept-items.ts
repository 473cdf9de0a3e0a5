import { collectionLimits } from '@postradar/contracts';
import { follows, ignoredItems, selectRows, type Database } from '@postradar/db';
import { and, eq, sql } from 'drizzle-orm';
import { limitReached } from '../../lib/collection-errors';
import { targetExists, targetNotFound, type TargetKind } from './collection-targets';

/** A user's list of corpus items: the follows, or the ignore lists. */
export interface KeptList {
  table: typeof follows | typeof ignoredItems;
  limit: 'follows' | 'ignoredItems';
}

export const followList: KeptList = { table: follows, limit: 'follows' };
export const ignoreList: KeptList = { table: ignoredItems, limit: 'ignoredItems' };

export interface KeptItem {
  userId: string;
  kind: TargetKind;
  targetId: number;
}

/**
 * Puts the item on the user's list, once: one statement inserts it when the target exists and the
 * list has room, and says why not otherwise. Already there is not an error; a missing target is
 * 404 'Page not found.' (or Post, Domain, Pixel), a full list 409 LIMIT_REACHED.
 */
export async function keepItem(db: Database, { table, limit }: KeptList, item: KeptItem) {
  const { userId, kind, targetId } = item;
  const own = eq(table.userId, userId);
  const [row] = await selectRows<{
    isKept: boolean;
    wasKept: boolean;
    targetExists: boolean;
    isFull: boolean;
  }>(
    db,
    sql`with kept as (select count(*) as items from ${table} where ${own}),
    added as (
      insert into ${table} (user_id, kind, target_id)
      select ${userId}::uuid, ${kind}::text, ${targetId}::bigint
      where ${targetExists(kind, targetId)}
        and (select items from kept) < ${collectionLimits[limit]}
      on conflict do nothing
      returning 1
    )
    select exists (select 1 from added) as "isKept",
      exists (select 1 from ${table} where ${and(own, eq(table.kind, kind), eq(table.targetId, targetId))}) as "wasKept",
      ${targetExists(kind, targetId)} as "targetExists",
      (select items from kept) >= ${collectionLimits[limit]} as "isFull"`,
  );
  if (row?.isKept || row?.wasKept) return;
  if (!row?.targetExists) throw targetNotFound(kind);
  // Otherwise the list is full, or a request at the same moment added the item first.
  if (row.isFull) throw limitReached(limit);
}

/** Takes the item off the user's list; an item that was not there is not an error. */
export async function dropItem(db: Database, { table }: KeptList, item: KeptItem) {
  await db
    .delete(table)
    .where(
      and(
        eq(table.userId, item.userId),
        eq(table.kind, item.kind),
        eq(table.targetId, item.targetId),
      ),
    );
}
