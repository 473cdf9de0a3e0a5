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
    /**
     * How many posts and ads the page has and when it last posted (created time on the network):
     * derived from posts by `refreshEntityCounts` after each import (decision 0040).
     */
    postCount: integer('post_count').notNull().default(0),
    adCount: integer('ad_count').notNull().default(0),
    latestPostAt: timestamp('latest_post_at', { withTimezone: true }),
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
    // One index per sort of the pages list, each ending in id (decision 0040).
    index('pages_post_count_idx').on(table.postCount.desc(), table.id.desc()),
    index('pages_ad_count_idx').on(table.adCount.desc(), table.id.desc()),
    index('pages_latest_post_idx').on(table.latestPostAt.desc().nullsLast(), table.id.desc()),
    /** Alphabetical the same way on every engine: folded names in byte order. */
    index('pages_name_order_idx').on(sql`(postradar_fold(${table.name}) collate "C")`, table.id),
  ],
);

export type Page = typeof pages.$inferSelect;
export type NewPage = typeof pages.$inferInsert;
