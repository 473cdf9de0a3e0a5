import type { FakeState } from './fake-state';
import { paypalId, timestamp } from './ids';
import { fullOrder } from './representations';
import type { FakeOrder } from './types';
import { recordEvent } from './webhook-events';

/** Why the payer cannot approve this order now, or undefined when they can. */
export function approvalRefusal(order: FakeOrder | undefined): string | undefined {
  if (!order) return 'This checkout session does not exist.';
  if (order.status === 'COMPLETED') return 'This order has already been paid.';
  return undefined;
}

/**
 * Adds `params` to the query of `url` as PayPal does when it sends the payer back: after an
 * existing query with '&', before any fragment.
 */
export function appendQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${separator}${new URLSearchParams(params).toString()}${hash}`;
}

/**
 * The sandbox buyer approves the order (again, after a declined funding source); with `declined`
 * their funding source will be refused at capture. Returns where PayPal sends the payer next: the
 * merchant's return_url with ?token=ORDER&PayerID=..., or undefined when the order has none.
 */
export function approveOrder(
  fake: FakeState,
  orderId: string,
  { declined = false }: { declined?: boolean } = {},
): string | undefined {
  const order = fake.orders.get(orderId);
  const refusal = approvalRefusal(order);
  if (refusal !== undefined || !order) throw new Error(`${refusal} (order ${orderId})`);
  const payerId = paypalId(13);
  const email = declined
    ? 'sb-declined-buyer@personal.example.com'
    : 'sb-buyer@personal.example.com';
  order.payer = { payerId, email, declined };
  order.status = 'APPROVED';
  order.updateTime = timestamp();
  recordEvent(
    fake,
    'CHECKOUT.ORDER.APPROVED',
    fullOrder(fake, order),
    'An order has been approved by buyer',
  );
  const { returnUrl } = order.experience;
  return returnUrl && appendQuery(returnUrl, { token: order.id, PayerID: payerId });
}

/** Where PayPal sends a payer who cancels: the merchant's cancel_url with ?token=ORDER. */
export function cancelUrl(order: FakeOrder): string | undefined {
  const url = order.experience.cancelUrl;
  return url && appendQuery(url, { token: order.id });
}
