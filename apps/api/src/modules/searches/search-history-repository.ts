import {
  collectionLimits,
  type ListPageQuery,
  type RecordSearchBody,
  type SearchHistoryEntry,
  type SearchHistoryListItem,
} from '@postradar/contracts';
import { savedSearches, searchHistory, type Database } from '@postradar/db';
import { offsetOf, pageOf } from '@postradar/search';
import {
  and,
  count,
  desc,
  eq,
  getTableName,
  notInArray,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
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

/**
 * A column of the outer `search_history` row, named with its table: drizzle leaves the columns of
 * a one-table select unqualified, and `saved_searches` has a `path` and `params` of its own.
 */
function entryColumn(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(searchHistory))}.${sql.identifier(column.name)}`;
}

/**
 * The user's saved search of an entry's screen and parameters (in any order), the newest if they
 * saved it twice, as `{ id, name }` or null.
 */
function savedAsOf(userId: string) {
  return sql<{ id: number | string; name: string } | null>`(
    select json_build_object('id', ${savedSearches.id}, 'name', ${savedSearches.name})
    from ${savedSearches}
    where ${savedSearches.userId} = ${userId}
      and ${savedSearches.path} = ${entryColumn(searchHistory.path)}
      and ${savedSearches.params} = ${entryColumn(searchHistory.params)}
    order by ${savedSearches.createdAt} desc, ${savedSearches.id} desc
    limit 1)`;
}

/** The user's history, newest first, one page of it, each entry with its saved search if any. */
export async function findHistory(db: Database, userId: string, query: ListPageQuery) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: searchHistory, savedAs: savedAsOf(userId) })
      .from(searchHistory)
      .where(ofUser(userId))
      .orderBy(...newestFirst)
      .limit(query.perPage)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(searchHistory).where(ofUser(userId)),
  ]);
  const docs = rows.map(({ entry, savedAs }): SearchHistoryListItem => ({
    ...toEntry(entry),
    savedAs: savedAs && { _id: String(savedAs.id), name: savedAs.name },
  }));
  return pageOf(docs, query, { total: counted?.total ?? 0, totalCapped: false });
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
