import { bigint, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { domains } from './domains';
import { pages } from './pages';

/**
 * Which pages advertise which stores: the posts and ads of a page linking to a domain, and the
 * latest one's created time. Derived from posts by `refreshEntityCounts` after each import
 * (decision 0040); a pixel's store network and its page count are read from it.
 */
export const domainPages = pgTable(
  'domain_pages',
  {
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    pageId: bigint('page_id', { mode: 'number' })
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    postCount: integer('post_count').notNull(),
    adCount: integer('ad_count').notNull(),
    latestPostAt: timestamp('latest_post_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.domainId, table.pageId] }),
    index('domain_pages_page_idx').on(table.pageId, table.domainId),
  ],
);

export type DomainPage = typeof domainPages.$inferSelect;
