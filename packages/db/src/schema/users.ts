import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Settings a user edits on the profile screen (docs/product.md, Settings and profile). */
export interface UserSettings {
  language?: 'en' | 'vi';
  phone?: string;
  showFavorite?: boolean;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique case-insensitively. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    avatarUrl: text('avatar_url'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    settings: jsonb('settings').$type<UserSettings>().notNull().default({}),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    affiliateCode: text('affiliate_code').notNull(),
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_affiliate_code_key').on(table.affiliateCode),
    /** The affiliate's referral list: the users one user referred, newest first (ties by id). */
    index('users_referred_by_idx').on(table.referredBy, table.createdAt, table.id),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
