import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What a user researches: the niches (tags, folded like words), languages and countries of the
 * posts they care about, and whether posts, ads or both. One row once they saved it; Trending,
 * the dashboard and a new search start from it.
 */
export const userPersonalizations = pgTable(
  'user_personalizations',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    niches: text('niches')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    kind: text('kind').$type<'posts' | 'ads' | 'both'>().notNull().default('both'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('user_personalizations_kind', sql`${table.kind} in ('posts', 'ads', 'both')`)],
);

export type UserPersonalization = typeof userPersonalizations.$inferSelect;
