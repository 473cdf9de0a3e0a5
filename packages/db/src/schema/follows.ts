import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const followKinds = ['page', 'domain', 'pixel'] as const;
export type FollowKind = (typeof followKinds)[number];
export const ignoreKinds = ['post', 'page', 'domain'] as const;
export type IgnoreKind = (typeof ignoreKinds)[number];

/**
 * A page, domain or pixel a user follows (`target_id` is the id in `pages`, `domains` or
 * `pixels`); `seen_at` is when the user last looked at its posts, from which its new posts count.
 */
export const follows = pgTable(
  'follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FollowKind>().notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.targetId] }),
    index('follows_user_created_idx').on(table.userId, table.kind, table.createdAt),
    check('follows_kind', sql`${table.kind} in ('page', 'domain', 'pixel')`),
  ],
);

/**
 * A post, page or domain a user never wants to see again: the search engine leaves them (and the
 * posts of an ignored page or domain) out of every result of that user.
 */
export const ignoredItems = pgTable(
  'ignored_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<IgnoreKind>().notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.targetId] }),
    index('ignored_items_user_created_idx').on(table.userId, table.createdAt),
    check('ignored_items_kind', sql`${table.kind} in ('post', 'page', 'domain')`),
  ],
);

export type Follow = typeof follows.$inferSelect;
export type IgnoredItem = typeof ignoredItems.$inferSelect;
