import type { Coupon, PaymentMethod } from '@postradar/db';

/** What a coupon is judged against: the plan, the way to pay, and when. */
export interface CouponOrder {
  planSlug: string;
  price: number;
  method: PaymentMethod;
  now: Date;
}

/** The bills already holding the coupon: in all, and of this user. */
export interface CouponUses {
  total: number;
  byUser: number;
}

export type CouponVerdict =
  { ok: true; discount: number; text: string } | { ok: false; message: string };

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The discount of a coupon on a price: never more than the price, rounded to the cent. */
export function discountOf(coupon: Pick<Coupon, 'kind' | 'value'>, price: number): number {
  const discount = coupon.kind === 'percent' ? (price * coupon.value) / 100 : coupon.value;
  return cents(Math.min(Math.max(discount, 0), price));
}

function describe(coupon: Pick<Coupon, 'kind' | 'value' | 'description'>): string {
  if (coupon.description) return coupon.description;
  return coupon.kind === 'percent' ? `${coupon.value}% off` : `$${coupon.value.toFixed(2)} off`;
}

/**
 * Whether a coupon may be used on an order, and what it takes off (docs/product.md, Coupons). The
 * first rule broken names the reason, in the words the checkout shows under the coupon box.
 */
export function judgeCoupon(
  coupon: Coupon | undefined,
  order: CouponOrder,
  uses: CouponUses,
): CouponVerdict {
  if (!coupon?.active) return { ok: false, message: 'This coupon code does not exist.' };
  if (coupon.startsAt && coupon.startsAt > order.now)
    return { ok: false, message: 'This coupon is not valid yet.' };
  if (coupon.endsAt && coupon.endsAt <= order.now)
    return { ok: false, message: 'This coupon has expired.' };
  if (order.price <= 0) return { ok: false, message: 'Coupons cannot be used on a free plan.' };
  if (coupon.planSlugs.length > 0 && !coupon.planSlugs.includes(order.planSlug))
    return { ok: false, message: 'This coupon cannot be used for this plan.' };
  if (coupon.methods.length > 0 && !coupon.methods.includes(order.method))
    return { ok: false, message: 'This coupon cannot be used with this payment method.' };
  if (coupon.maxUses !== null && uses.total >= coupon.maxUses)
    return { ok: false, message: 'This coupon has been used up.' };
  if (coupon.maxUsesPerUser !== null && uses.byUser >= coupon.maxUsesPerUser)
    return { ok: false, message: 'You have already used this coupon.' };
  return { ok: true, discount: discountOf(coupon, order.price), text: describe(coupon) };
}
