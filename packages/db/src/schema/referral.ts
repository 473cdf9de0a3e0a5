import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Where a user who asked to join the referral programme stands (docs/product.md, Referral
 * programme): waiting for staff, in it, turned down or excluded. A user without a row never asked.
 */
export const referralMemberStatuses = ['pending', 'accepted', 'rejected', 'blocked'] as const;
export type ReferralMemberStatus = (typeof referralMemberStatuses)[number];

/** A user's request to join the referral programme, staff's decision on it, and where payouts go. */
export const referralMembers = pgTable(
  'referral_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReferralMemberStatus>().notNull().default('pending'),
    /** The PayPal address payouts are sent to (lower case), set by the member. */
    payoutEmail: text('payout_email'),
    /** When the user asked to join. */
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff last accepted, rejected or blocked the user; null while pending. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'referral_members_status',
      sql`${table.status} in ('pending', 'accepted', 'rejected', 'blocked')`,
    ),
  ],
);

/** How many times a user's referral link was opened on a day (UTC). */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** Money staff sent a member of the referral programme. */
export const referralPayouts = pgTable(
  'referral_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    note: text('note'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('referral_payouts_user_idx').on(table.userId, table.paidAt),
    check('referral_payouts_amount', sql`${table.amount} > 0`),
  ],
);

export type ReferralMember = typeof referralMembers.$inferSelect;
export type ReferralPayout = typeof referralPayouts.$inferSelect;
