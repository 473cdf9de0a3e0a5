import { bills, coupons, plans, type Coupon, type Database } from '@postradar/db';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { AppError, notFound } from '../../lib/app-error';
import { formatTime } from './format';
import type { CouponDraft } from './parse-billing-command';

/** One line about a coupon: what it takes off, where and when it applies, how often. */
function describeCoupon(coupon: Coupon, paidUses: number): string {
  const value =
    coupon.kind === 'percent' ? `${coupon.value}% off` : `$${coupon.value.toFixed(2)} off`;
  const window = `${coupon.startsAt ? formatTime(coupon.startsAt) : 'any time'} to ${
    coupon.endsAt ? formatTime(coupon.endsAt) : 'no end'
  }`;
  const perUser = coupon.maxUsesPerUser === null ? '' : `, ${coupon.maxUsesPerUser} per user`;
  return [
    coupon.code,
    value,
    `plans: ${coupon.planSlugs.join(', ') || 'all'}`,
    `methods: ${coupon.methods.join(', ') || 'all'}`,
    window,
    `used ${paidUses}${coupon.maxUses === null ? '' : ` of ${coupon.maxUses}`}${perUser}`,
    coupon.active ? '' : 'DISABLED',
    coupon.description ? `"${coupon.description}"` : '',
  ]
    .filter(Boolean)
    .join('  ');
}

async function requirePlansExist(db: Database, slugs: string[]) {
  if (slugs.length === 0) return;
  const found = await db.select({ slug: plans.slug }).from(plans).where(inArray(plans.slug, slugs));
  const unknown = slugs.filter((slug) => !found.some((plan) => plan.slug === slug));
  if (unknown.length > 0) {
    const known = (await db.select({ slug: plans.slug }).from(plans)).map((plan) => plan.slug);
    throw new AppError(
      'VALIDATION_FAILED',
      `No plan ${unknown.join(', ')}. Plans: ${known.join(', ')}.`,
    );
  }
}

/** `coupon create`: a new coupon, on sale at once (or from `--from`). */
export async function createCoupon(db: Database, draft: CouponDraft): Promise<string[]> {
  await requirePlansExist(db, draft.planSlugs);
  const [created] = await db.insert(coupons).values(draft).onConflictDoNothing().returning();
  if (!created) throw new AppError('CONFLICT', `A coupon ${draft.code} already exists.`);
  return [`Created ${describeCoupon(created, 0)}`];
}

/** `coupon list`: every coupon, newest first, with how many paid bills used it. */
export async function listCoupons(db: Database): Promise<string[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt));
  if (rows.length === 0) return ['No coupons.'];
  const uses = await db
    .select({ couponId: bills.couponId, paid: count() })
    .from(bills)
    .where(
      and(
        eq(bills.status, 'paid'),
        inArray(
          bills.couponId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .groupBy(bills.couponId);
  const paidUses = new Map(uses.map((use) => [use.couponId, use.paid]));
  return rows.map((coupon) => describeCoupon(coupon, paidUses.get(coupon.id) ?? 0));
}

/** `coupon disable`: the code stops working at once; bills that used it stay as they are. */
export async function disableCoupon(db: Database, code: string): Promise<string[]> {
  const upper = code.toUpperCase();
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, upper));
  if (!coupon) throw notFound(`No coupon has the code ${upper}.`);
  if (!coupon.active) return [`${upper} was already disabled.`];
  await db.update(coupons).set({ active: false }).where(eq(coupons.id, coupon.id));
  return [`${upper} is disabled: it can no longer be used.`];
}
