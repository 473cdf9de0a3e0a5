import {
  collectionLimits,
  type ListPageQuery,
  type SavedSearch,
  type SaveSearchBody,
} from '@postradar/contracts';
import { savedSearches, selectRows, type Database } from '@postradar/db';
import { offsetOf, pageOf } from '@postradar/search';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { limitReached, withUniqueName } from '../../lib/collection-errors';

type SavedRow = typeof savedSearches.$inferSelect;

export function toSavedSearch(row: SavedRow): SavedSearch {
  return {
    _id: String(row.id),
    name: row.name,
    path: row.path,
    params: row.params,
    lastRunAt: row.lastRunAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export const savedSearchNotFound = () => notFound('Saved search not found.');

const ownSaved = (userId: string, id: number) =>
  and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

/** One of the user's saved searches, or 404 (another user's id is one that does not exist). */
export async function findSavedSearch(db: Database, userId: string, id: number) {
  const [row] = await db.select().from(savedSearches).where(ownSaved(userId, id));
  if (!row) throw savedSearchNotFound();
  return row;
}

/**
 * Saves a search under a name, in one statement: LIMIT_REACHED when the user already has 200,
 * 'This name already exists' for a name they gave another (any case).
 */
export async function insertSavedSearch(db: Database, userId: string, search: SaveSearchBody) {
  const [created] = await withUniqueName(() =>
    selectRows<{ id: number | string }>(
      db,
      sql`insert into ${savedSearches} (user_id, name, path, params)
        select ${userId}::uuid, ${search.name}::text, ${search.path}::text,
          ${JSON.stringify(search.params)}::jsonb
        where (select count(*) from ${savedSearches} where user_id = ${userId})
          < ${collectionLimits.savedSearches}
        returning id`,
    ),
  );
  if (!created) throw limitReached('savedSearches');
  return findSavedSearch(db, userId, Number(created.id));
}

/** How many searches the user saved. */
export async function countSavedSearches(db: Database, userId: string): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return counted?.total ?? 0;
}

/** The user's saved searches, newest first, one page of them. */
export async function findSavedSearches(db: Database, userId: string, query: ListPageQuery) {
  const ofUser = eq(savedSearches.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(savedSearches)
      .where(ofUser)
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
      .limit(query.perPage)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(savedSearches).where(ofUser),
  ]);
  return pageOf(rows.map(toSavedSearch), query, {
    total: counted?.total ?? 0,
    totalCapped: false,
  });
}

/** Changes a saved search of the user: its name, or when it was last run. */
export async function updateSavedSearch(
  db: Database,
  userId: string,
  id: number,
  change: { name: string } | { lastRunAt: 'now' },
) {
  const set =
    'name' in change ? { name: change.name, updatedAt: sql`now()` } : { lastRunAt: sql`now()` };
  const [row] = await withUniqueName(() =>
    db.update(savedSearches).set(set).where(ownSaved(userId, id)).returning(),
  );
  if (!row) throw savedSearchNotFound();
  return toSavedSearch(row);
}

export async function deleteSavedSearch(db: Database, userId: string, id: number) {
  const removed = await db
    .delete(savedSearches)
    .where(ownSaved(userId, id))
    .returning({ id: savedSearches.id });
  if (removed.length === 0) throw savedSearchNotFound();
}
