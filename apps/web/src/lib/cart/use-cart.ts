import { useCallback, useSyncExternalStore } from 'react';
import { emptyCart, readCart, writeCart, type Cart } from './cart-storage';

const listeners = new Set<() => void>();
let current: Cart | null = null;

function snapshot(): Cart {
  current ??= readCart();
  return current;
}

function update(next: Cart) {
  current = next;
  writeCart(next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the cart read from storage, so that the next read restores it (tests, sign-out). */
export function reloadCart(): void {
  current = null;
}

/**
 * The cart (docs/product.md, Pricing and checkout): set a plan (with an optional coupon), empty it,
 * set or remove the coupon. Every component sees the same cart, and it survives a reload.
 */
export function useCart() {
  const cart = useSyncExternalStore(subscribe, snapshot, () => emptyCart);
  const setPlan = useCallback(
    (plan: string, coupon = '') => update({ plan: plan.trim(), coupon: coupon.trim() }),
    [],
  );
  const empty = useCallback(() => update(emptyCart), []);
  const setCoupon = useCallback(
    (coupon: string) => update({ ...snapshot(), coupon: coupon.trim() }),
    [],
  );
  const removeCoupon = useCallback(() => update({ ...snapshot(), coupon: '' }), []);
  return { cart, setPlan, empty, setCoupon, removeCoupon };
}
