import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tsvector } from './shared-columns';

/** A social-network page that publishes posts and ads. */
export const pages = pgTable(
  'pages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The page's id on the network (digits, kept as text). */
    networkId: text('network_id').notNull(),
    name: text('name').notNull(),
    username: text('username'),
    category: text('category'),
    pictureUrl: text('picture_url'),
    followers: integer('followers'),
    country: text('country'),
    /** Name words folded like post texts, for `page:` searches. */
    nameSearch: tsvector('name_search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, postradar_fold(name))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pages_network_id_key').on(table.networkId),
    index('pages_username_idx').on(sql`lower(${table.username})`),
    index('pages_name_search_idx').using('gin', table.nameSearch),
    index('pages_followers_idx').on(table.followers.desc().nullsLast(), table.id.desc()),
  ],
);

export type Page = typeof pages.$inferSelect;
export type NewPage = typeof pages.$inferInsert;
