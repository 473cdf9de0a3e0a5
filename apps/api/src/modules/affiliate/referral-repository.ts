import type { AffiliateRow } from '@postradar/contracts';
import { users, type Database } from '@postradar/db';
import { count, desc, eq, sql } from 'drizzle-orm';
import { firstPurchase } from '../../lib/first-purchase';
import { maskEmail } from './mask-email';

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
