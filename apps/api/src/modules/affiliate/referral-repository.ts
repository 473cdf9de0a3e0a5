import type { AffiliateRow } from '@postradar/contracts';
import { bills, users, type Database } from '@postradar/db';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { maskEmail } from './mask-email';

/**
 * The first purchase of each user of the outer query (a lateral join on `users`): their earliest
 * paid bill of more than 0. A bill of 0 (the free trial, days staff granted, a full discount) is
 * no purchase: there is nothing to pay a share of.
 */
function firstPurchase(db: Database) {
  return db
    .select({ title: bills.title, amount: bills.amount, currency: bills.currency })
    .from(bills)
    .where(and(eq(bills.userId, users.id), eq(bills.status, 'paid'), gt(bills.amount, 0)))
    .orderBy(asc(bills.paidAt), asc(bills.id))
    .limit(1)
    .as('first_purchase');
}

/** Which rows of the referral list to read. */
export interface ReferralWindow {
  offset: number;
  limit: number;
}

/**
 * The users `referrer` referred, newest registration first, each with their first purchase (null
 * until they pay) and their address masked; `code` is the referrer's affiliate code. One statement.
 */
export async function findReferrals(
  db: Database,
  referrer: { id: string; affiliateCode: string },
  { offset, limit }: ReferralWindow,
): Promise<AffiliateRow[]> {
  const purchase = firstPurchase(db);
  const rows = await db
    .select({
      email: users.email,
      createdAt: users.createdAt,
      plan: purchase.title,
      price: purchase.amount,
      currency: purchase.currency,
    })
    .from(users)
    .leftJoinLateral(purchase, sql`true`)
    .where(eq(users.referredBy, referrer.id))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    code: referrer.affiliateCode,
    email: maskEmail(row.email),
    plan: row.plan,
    price: row.price,
    currency: row.currency,
    register_date: row.createdAt.toISOString(),
  }));
}

/** How many users `referrerId` referred, and how many of them made a purchase. One statement. */
export async function countReferrals(db: Database, referrerId: string) {
  const purchase = firstPurchase(db);
  const [counted] = await db
    .select({ total: count(), purchases: count(purchase.title) })
    .from(users)
    .leftJoinLateral(purchase, sql`true`)
    .where(eq(users.referredBy, referrerId));
  return { total: counted?.total ?? 0, purchases: counted?.purchases ?? 0 };
}
