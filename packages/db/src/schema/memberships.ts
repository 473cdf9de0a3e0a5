import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { plans } from './plans';
import { users } from './users';

/**
 * A user's access to a plan for a period. The owner paid for it; team members reach it through
 * the team of the owner (a later issue adds teams).
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** How it was obtained: stripe, paypal, bank, free (a total of 0), trial or manual (granted by staff). */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('memberships_user_ends_idx').on(table.userId, table.endsAt),
    check('memberships_period', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'memberships_source',
      sql`${table.source} in ('stripe', 'paypal', 'bank', 'free', 'trial', 'manual')`,
    ),
  ],
);

export type Membership = typeof memberships.$inferSelect;
export type NewMembership = typeof memberships.$inferInsert;
