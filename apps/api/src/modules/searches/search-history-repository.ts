import {
  collectionLimits,
  type ListPageQuery,
  type RecordSearchBody,
  type SearchHistoryEntry,
} from '@postradar/contracts';
import { searchHistory, type Database } from '@postradar/db';
import { offsetOf, pageOf } from '@postradar/search';
import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';

type EntryRow = typeof searchHistory.$inferSelect;

function toEntry(row: EntryRow): SearchHistoryEntry {
  return {
    _id: String(row.id),
    path: row.path,
    params: row.params,
    total: row.total,
    totalCapped: row.totalCapped,
    ranAt: row.ranAt.toISOString(),
  };
}

const ofUser = (userId: string) => eq(searchHistory.userId, userId);
const newestFirst = [desc(searchHistory.ranAt), desc(searchHistory.id)];

/** The user's entries, newest first (the ids of the first `limit`). */
function newestIds(db: Database, userId: string, limit: number) {
  return db
    .select({ id: searchHistory.id })
    .from(searchHistory)
    .where(ofUser(userId))
    .orderBy(...newestFirst)
    .limit(limit);
}

/**
 * Records a search the user ran. The same screen and parameters (in any order) as their newest
 * entry updates that entry's count and time; otherwise a new entry, and the user's entries
 * beyond the newest 1,000 go.
 */
export async function recordSearch(
  db: Database,
  userId: string,
  search: RecordSearchBody,
): Promise<SearchHistoryEntry> {
  const [updated] = await db
    .update(searchHistory)
    .set({ total: search.total, totalCapped: search.totalCapped, ranAt: sql`now()` })
    .where(
      and(
        eq(searchHistory.id, sql`(${newestIds(db, userId, 1)})`),
        eq(searchHistory.path, search.path),
        sql`${searchHistory.params} = ${JSON.stringify(search.params)}::jsonb`,
      ),
    )
    .returning();
  if (updated) return toEntry(updated);
  const [inserted] = await db
    .insert(searchHistory)
    .values({ userId, ...search })
    .returning();
  await db
    .delete(searchHistory)
    .where(
      and(
        ofUser(userId),
        notInArray(searchHistory.id, newestIds(db, userId, collectionLimits.searchHistory)),
      ),
    );
  return toEntry(inserted as EntryRow);
}

/** The user's history, newest first, one page of it. */
export async function findHistory(db: Database, userId: string, query: ListPageQuery) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(searchHistory)
      .where(ofUser(userId))
      .orderBy(...newestFirst)
      .limit(query.perPage)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(searchHistory).where(ofUser(userId)),
  ]);
  return pageOf(rows.map(toEntry), query, { total: counted?.total ?? 0, totalCapped: false });
}

/** Deletes one entry of the user's history; another user's id is one that does not exist. */
export async function removeEntry(db: Database, userId: string, id: number) {
  const removed = await db
    .delete(searchHistory)
    .where(and(eq(searchHistory.id, id), ofUser(userId)))
    .returning({ id: searchHistory.id });
  if (removed.length === 0) throw notFound('Search not found.');
}

/** Deletes the user's whole history; returns how many entries went. */
export async function clearHistory(db: Database, userId: string): Promise<number> {
  const removed = await db
    .delete(searchHistory)
    .where(ofUser(userId))
    .returning({ id: searchHistory.id });
  return removed.length;
}
