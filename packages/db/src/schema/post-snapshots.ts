import { bigint, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { reactionColumns } from './shared-columns';

/** A post's engagement at one time; one row per post and time (re-imports change nothing). */
export const postSnapshots = pgTable(
  'post_snapshots',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ...reactionColumns(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.at] })],
);

export type PostSnapshot = typeof postSnapshots.$inferSelect;
export type NewPostSnapshot = typeof postSnapshots.$inferInsert;
