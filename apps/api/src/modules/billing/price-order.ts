import type { Coupon, Database, PaymentMethod, Plan } from '@postradar/db';
import { AppError } from '../../lib/app-error';
import { countCouponUses, findCoupon } from './coupon-repository';
import { judgeCoupon } from './coupon-rules';

export interface PricedOrder {
  price: number;
  discount: number;
  /** What is to be paid: the price less the discount, never below 0. */
  amount: number;
  coupon: Coupon | null;
  /** What the coupon gives, in words; empty without one. */
  couponText: string;
}

export interface OrderInput {
  userId: string;
  plan: Plan;
  method: PaymentMethod;
  couponCode: string;
  now: Date;
  /** Hold the coupon's row until the transaction ends (opening a bill). */
  lockCoupon?: boolean;
}

/**
 * The price of a plan with a coupon, computed here and nowhere else: the checkout shows it, and
 * the bill is opened with it. A coupon that cannot be used fails with its reason.
 */
export async function priceOrder(db: Database, input: OrderInput): Promise<PricedOrder> {
  const price = input.plan.price;
  const code = input.couponCode.trim();
  if (!code) return { price, discount: 0, amount: price, coupon: null, couponText: '' };
  const coupon = await findCoupon(db, code, { lock: input.lockCoupon });
  const uses = coupon
    ? await countCouponUses(db, coupon.id, input.userId, input.now)
    : { total: 0, byUser: 0 };
  const verdict = judgeCoupon(
    coupon,
    { planSlug: input.plan.slug, price, method: input.method, now: input.now },
    uses,
  );
  if (!verdict.ok) throw new AppError('COUPON_INVALID', verdict.message);
  const amount = Math.round((price - verdict.discount) * 100) / 100;
  return {
    price,
    discount: verdict.discount,
    amount,
    coupon: coupon ?? null,
    couponText: verdict.text,
  };
}
