import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberships } from './memberships';
import { plans } from './plans';
import { users } from './users';

/** How a bill is paid (docs/product.md, Checkout). `free` is a total of 0: nothing to charge. */
export const paymentMethods = ['stripe', 'paypal', 'bank', 'free', 'manual'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const billStatuses = ['pending', 'paid', 'failed', 'refunded', 'cancelled'] as const;
export type BillStatus = (typeof billStatuses)[number];

/**
 * A discount code. `percent` takes `value` per cent off the plan's price, `fixed` takes `value`
 * dollars; empty plan and method lists allow every plan and method.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-cased; codes are matched case-insensitively. */
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    value: numeric('value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    planSlugs: text('plan_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    methods: text('methods')
      .array()
      .$type<PaymentMethod[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Paid and pending bills that may use the code, in all and per user; null is no limit. */
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('coupons_kind', sql`${table.kind} in ('percent', 'fixed')`),
    check(
      'coupons_value',
      sql`${table.value} > 0 and (${table.kind} = 'fixed' or ${table.value} <= 100)`,
    ),
    check('coupons_code_upper', sql`${table.code} = upper(${table.code})`),
  ],
);

/**
 * One attempt to pay for a plan. The amounts are fixed when it is opened (the price, the coupon's
 * discount, the total); a paid bill extends its user's membership exactly once (`appliedAt`).
 */
export const bills = pgTable(
  'bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short code a person can type: the bank transfer note carries it. */
    code: text('code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    /** The plan's title when the bill was opened. */
    title: text('title').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<BillStatus>().notNull().default('pending'),
    currency: text('currency').notNull().default('USD'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    discount: numeric('discount', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** What a bank transfer must bring, in Vietnamese dong. */
    amountVnd: bigint('amount_vnd', { mode: 'number' }),
    couponId: uuid('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    /** The provider's object: a PaymentIntent, a PayPal order, a bank transaction. */
    providerRef: text('provider_ref'),
    /** The key the client sent with the checkout: the same key opens no second bill. */
    idempotencyKey: text('idempotency_key'),
    failureMessage: text('failure_message'),
    membershipId: uuid('membership_id').references(() => memberships.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bills_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('bills_user_idempotency_key')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    uniqueIndex('bills_method_provider_ref_key')
      .on(table.method, table.providerRef)
      .where(sql`${table.providerRef} is not null`),
    index('bills_coupon_idx').on(table.couponId, table.userId),
    check('bills_method', sql`${table.method} in ('stripe', 'paypal', 'bank', 'free', 'manual')`),
    check(
      'bills_status',
      sql`${table.status} in ('pending', 'paid', 'failed', 'refunded', 'cancelled')`,
    ),
    check(
      'bills_amounts',
      sql`${table.amount} >= 0 and ${table.discount} >= 0 and ${table.amount} = ${table.price} - ${table.discount}`,
    ),
  ],
);

/** The Stripe customer of a user, made on first use of a card. */
export const stripeCustomers = pgTable('stripe_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A provider's webhook event, recorded when it is applied: each one is applied once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export const bankTransferStatuses = ['matched', 'partial', 'unmatched'] as const;
export type BankTransferStatus = (typeof bankTransferStatuses)[number];

/**
 * A transfer the bank reported (SePay's webhook). Only a transfer that names a pending bill and
 * brings its whole amount pays it; the others wait for staff.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    /** The provider's id of the transaction: the same transaction is recorded once. */
    transactionId: text('transaction_id').notNull(),
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
    content: text('content').notNull(),
    accountNumber: text('account_number'),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    billId: uuid('bill_id').references(() => bills.id),
    status: text('status').$type<BankTransferStatus>().notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bank_transfers_provider_transaction_key').on(table.provider, table.transactionId),
    index('bank_transfers_status_idx').on(table.status, table.createdAt),
    check('bank_transfers_status', sql`${table.status} in ('matched', 'partial', 'unmatched')`),
  ],
);

export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type Bill = typeof bills.$inferSelect;
export type BankTransfer = typeof bankTransfers.$inferSelect;

/** How many searches a user ran on a day (UTC): what a trial's daily limit counts. */
export const dailySearches = pgTable(
  'daily_searches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    searches: integer('searches').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
