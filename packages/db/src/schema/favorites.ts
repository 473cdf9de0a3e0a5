import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

/** A user's named folder of saved posts; one of them is the default (docs/product.md, Favorites). */
export const favoriteCategories = pgTable(
  'favorite_categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('favorite_categories_user_name_key').on(table.userId, sql`lower(${table.name})`),
    uniqueIndex('favorite_categories_one_default_key')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/** A post saved into a category; deleting the category takes its posts with it. */
export const favorites = pgTable(
  'favorites',
  {
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => favoriteCategories.id, { onDelete: 'cascade' }),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The category's owner, kept here so that a user's favorites are counted and listed by index. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.postId] }),
    index('favorites_user_post_idx').on(table.userId, table.postId),
    index('favorites_category_created_idx').on(table.categoryId, table.createdAt),
  ],
);

export type FavoriteCategory = typeof favoriteCategories.$inferSelect;
export type Favorite = typeof favorites.$inferSelect;
