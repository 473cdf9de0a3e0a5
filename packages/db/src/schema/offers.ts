import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's answer to the limited-time offer: how to reach them. `offer_ends_at` names the offer
 * (its configured end), so that submissions of different offers stay apart.
 */
export const offerSubmissions = pgTable(
  'offer_submissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    offerEndsAt: timestamp('offer_ends_at', { withTimezone: true }).notNull(),
    email: text('email').notNull(),
    contact: text('contact').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('offer_submissions_created_idx').on(table.createdAt),
    index('offer_submissions_user_idx').on(table.userId, table.offerEndsAt),
  ],
);

export type OfferSubmission = typeof offerSubmissions.$inferSelect;
