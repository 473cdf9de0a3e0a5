import {
  bigint,
  index,
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
  },
  (table) => [uniqueIndex('pixels_network_id_key').on(table.networkId)],
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
