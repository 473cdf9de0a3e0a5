import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { domains } from './domains';

/** A tracking pixel; one seller's domains often share one. */
export const pixels = pgTable(
  'pixels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The pixel id as the network issues it (digits, kept as text). */
    networkId: text('network_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Its store network: the domains loading it, the posts and ads linking to them (and the latest
     * one's created time), the pages advertising them. Derived by `refreshEntityCounts` after
     * each import (decision 0040).
     */
    domainCount: integer('domain_count').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
    adCount: integer('ad_count').notNull().default(0),
    latestPostAt: timestamp('latest_post_at', { withTimezone: true }),
    pageCount: integer('page_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('pixels_network_id_key').on(table.networkId),
    index('pixels_post_count_idx').on(table.postCount.desc(), table.id.desc()),
    index('pixels_ad_count_idx').on(table.adCount.desc(), table.id.desc()),
    index('pixels_latest_post_idx').on(table.latestPostAt.desc().nullsLast(), table.id.desc()),
    index('pixels_domain_count_idx').on(table.domainCount.desc(), table.id.desc()),
  ],
);

/** Which pixels a domain's pages load. */
export const domainPixels = pgTable(
  'domain_pixels',
  {
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    pixelId: bigint('pixel_id', { mode: 'number' })
      .notNull()
      .references(() => pixels.id, { onDelete: 'cascade' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.domainId, table.pixelId] }),
    index('domain_pixels_pixel_idx').on(table.pixelId, table.domainId),
  ],
);

export type Pixel = typeof pixels.$inferSelect;
export type NewPixel = typeof pixels.$inferInsert;
export type DomainPixel = typeof domainPixels.$inferSelect;
