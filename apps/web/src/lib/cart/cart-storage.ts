import { createPrefixedStorage } from '@postradar/ui';
import { storagePrefix } from '../session/session-storage';

/** What the buyer is about to pay for: a plan id and a coupon code, each empty when unset. */
export interface Cart {
  plan: string;
  coupon: string;
}

export const emptyCart: Cart = { plan: '', coupon: '' };

const storage = createPrefixedStorage<'cartPlan' | 'cartCoupon'>(storagePrefix);

/** A stored value, where a missing one and the text 'undefined' (an old bug's trace) are empty. */
function readValue(key: 'cartPlan' | 'cartCoupon'): string {
  const value = storage.read(key)?.trim() ?? '';
  return value === 'undefined' || value === 'null' ? '' : value;
}

/** The cart kept on this device (`postradar.cartPlan`, `postradar.cartCoupon`). */
export function readCart(): Cart {
  return { plan: readValue('cartPlan'), coupon: readValue('cartCoupon') };
}

export function writeCart(cart: Cart): void {
  storage.write('cartPlan', cart.plan || null);
  storage.write('cartCoupon', cart.coupon || null);
}
