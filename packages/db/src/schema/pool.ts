import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

/**
 * A post on a shared board. `pool_owner_id` is the user whose pool it is: a team's members will
 * share their owner's pool; a user without a team has their own. `added_by` is who put it there.
 */
export const poolItems = pgTable(
  'pool_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    poolOwnerId: uuid('pool_owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pool_items_owner_post_key').on(table.poolOwnerId, table.postId),
    index('pool_items_owner_created_idx').on(table.poolOwnerId, table.createdAt),
  ],
);

export type PoolItem = typeof poolItems.$inferSelect;
