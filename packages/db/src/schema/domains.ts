import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const domainPlatforms = ['shopify', 'shopbase', 'woocommerce', 'other'] as const;
export type DomainPlatform = (typeof domainPlatforms)[number];

/** A store host that posts link to, with the e-commerce platform it runs on. */
export const domains = pgTable(
  'domains',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-case host without a leading `www.` (nurselife.shop). */
    host: text('host').notNull(),
    platform: text('platform').$type<DomainPlatform>().notNull().default('other'),
    /**
     * Posts and ads linking to the store, the latest one's created time, the pixels it loads and
     * the pages advertising it: derived by `refreshEntityCounts` after each import (decision 0040).
     */
    postCount: integer('post_count').notNull().default(0),
    adCount: integer('ad_count').notNull().default(0),
    latestPostAt: timestamp('latest_post_at', { withTimezone: true }),
    pixelCount: integer('pixel_count').notNull().default(0),
    pageCount: integer('page_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('domains_host_key').on(table.host),
    /** `site:shop` finds sub.shop.com too: `host like '%.shop'` runs on trigrams. */
    index('domains_host_trgm_idx').using('gin', sql`${table.host} gin_trgm_ops`),
    index('domains_post_count_idx').on(table.postCount.desc(), table.id.desc()),
    index('domains_ad_count_idx').on(table.adCount.desc(), table.id.desc()),
    index('domains_latest_post_idx').on(table.latestPostAt.desc().nullsLast(), table.id.desc()),
    check('domains_host_lower', sql`${table.host} = lower(${table.host})`),
    check(
      'domains_platform',
      sql`${table.platform} in ('shopify', 'shopbase', 'woocommerce', 'other')`,
    ),
  ],
);

export type Domain = typeof domains.$inferSelect;
export type NewDomain = typeof domains.$inferInsert;
