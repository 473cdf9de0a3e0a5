import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

/**
 * A post picked as an idea by staff with the idea-mod role, with a short note and the niche it
 * is filed under; one per post. `added_by` is who picked it (or last edited it).
 */
export const ideas = pgTable(
  'ideas',
  {
    postId: bigint('post_id', { mode: 'number' })
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    niche: text('niche').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ideas_created_idx').on(table.createdAt.desc(), table.postId.desc()),
    index('ideas_niche_created_idx').on(table.niche, table.createdAt.desc(), table.postId.desc()),
  ],
);

export type IdeaRow = typeof ideas.$inferSelect;
