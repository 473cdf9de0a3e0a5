import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A subscription plan. Prices are in US dollars, billed per period. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The title and description in Vietnamese; empty: the English ones are shown. */
    titleViet: text('title_viet').notNull().default(''),
    descriptionViet: text('description_viet').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    period: text('period').notNull().default('month'),
    /** Days of access one payment buys. */
    periodDays: integer('period_days').notNull().default(30),
    deviceAtOnce: integer('device_at_once').notNull().default(1),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featuresViet: text('features_viet')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Capabilities (scopes) an active membership of this plan grants. */
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    /** Kept so that a plan record keeps its full shape; not enforced. */
    dataLimit: integer('data_limit'),
    /** A trial's limits: searches a day and the deepest result page; null is no limit. */
    searchesPerDay: integer('searches_per_day'),
    maxResultPage: integer('max_result_page'),
    forTeam: boolean('for_team').notNull().default(false),
    maxMods: integer('max_mods').notNull().default(0),
    maxMembers: integer('max_members').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('plans_price_nonnegative', sql`${table.price} >= 0`),
    check('plans_period', sql`${table.period} in ('month')`),
    check('plans_device_at_once_positive', sql`${table.deviceAtOnce} >= 1`),
  ],
);

export type Plan = typeof plans.$inferSelect;
export type NewPlan = typeof plans.$inferInsert;
