import { bills, users, type Database } from '@postradar/db';
import { and, asc, eq, gt } from 'drizzle-orm';

/**
 * The first purchase of each user of the outer query (a lateral join on `users`): their earliest
 * paid bill of more than 0. A bill of 0 (the free trial, days staff granted, a full discount) is
 * no purchase: there is nothing to pay a share of; a refunded bill is no longer paid. The
 * affiliate's referral list shows it, and the referral programme pays a share of it.
 */
export function firstPurchase(db: Database) {
  return db
    .select({
      title: bills.title,
      amount: bills.amount,
      currency: bills.currency,
      paidAt: bills.paidAt,
    })
    .from(bills)
    .where(and(eq(bills.userId, users.id), eq(bills.status, 'paid'), gt(bills.amount, 0)))
    .orderBy(asc(bills.paidAt), asc(bills.id))
    .limit(1)
    .as('first_purchase');
}
