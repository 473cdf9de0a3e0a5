/** What the order costs: the plan's price, the coupon's discount, and what is left to pay. */
export interface OrderAmounts {
  price: number;
  discount: number;
  /** Price minus discount, in whole cents, never below 0. */
  total: number;
}

export function orderAmounts(price: number, discount: number): OrderAmounts {
  const total = Math.max(0, Math.round((price - discount) * 100) / 100);
  return { price, discount, total };
}
