import { bills, coupons, type Database } from '@postradar/db';
import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import type { CouponUses } from './coupon-rules';

/**
 * How long an unpaid bill keeps its coupon use: long enough for a bank transfer to arrive, short
 * enough that abandoned checkouts give the use back.
 */
export const pendingBillHoldDays = 3;

/** The coupon of a code (codes are matched case-insensitively); `lock` holds it until commit. */
export async function findCoupon(db: Database, code: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  const [coupon] = options.lock ? await query.for('update') : await query;
  return coupon;
}

/** The paid bills, and the recent pending ones, that used a coupon: in all and of one user. */
export async function countCouponUses(
  db: Database,
  couponId: string,
  userId: string,
  now: Date,
): Promise<CouponUses> {
  const holdsUse = or(
    eq(bills.status, 'paid'),
    and(
      eq(bills.status, 'pending'),
      gt(
        bills.createdAt,
        sql`${now.toISOString()}::timestamptz - make_interval(days => ${pendingBillHoldDays})`,
      ),
    ),
  );
  const [row] = await db
    .select({
      total: count(),
      byUser: sql<number>`count(*) filter (where ${bills.userId} = ${userId})`.mapWith(Number),
    })
    .from(bills)
    .where(and(eq(bills.couponId, couponId), holdsUse));
  return { total: row?.total ?? 0, byUser: row?.byUser ?? 0 };
}

/** Whether any coupon on sale now may be used with a way to pay. */
export async function anyCouponFor(db: Database, method: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(coupons.active, true),
        sql`(${coupons.startsAt} is null or ${coupons.startsAt} <= ${now.toISOString()}::timestamptz)`,
        sql`(${coupons.endsAt} is null or ${coupons.endsAt} > ${now.toISOString()}::timestamptz)`,
        sql`(cardinality(${coupons.methods}) = 0 or ${method} = any(${coupons.methods}))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
