import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** The screen of a search and the parameters of its address, which re-run it exactly. */
export interface StoredSearch {
  /** The app path the search ran on: /a/posts, /a/ads, /a/trending, /a/pages/12, ... */
  path: string;
  /** The address's query parameters (the API's names), without the page. */
  params: Record<string, string>;
}

/** A search a user ran, newest first; at most 1,000 kept per user (the oldest go). */
export const searchHistory = pgTable(
  'search_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    total: integer('total').notNull(),
    totalCapped: boolean('total_capped').notNull().default(false),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('search_history_user_ran_idx').on(table.userId, table.ranAt, table.id)],
);

/** A search a user named to run again; it counts the posts first seen since `last_run_at`. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    path: text('path').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_searches_user_name_key').on(table.userId, sql`lower(${table.name})`),
    index('saved_searches_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export type SearchHistoryEntry = typeof searchHistory.$inferSelect;
export type SavedSearch = typeof savedSearches.$inferSelect;
