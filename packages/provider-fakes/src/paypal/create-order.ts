import type { FakeState } from './fake-state';
import { paypalId, timestamp } from './ids';
import { unknownResource } from './paypal-error';
import { fullOrder, minimalOrder } from './representations';
import type { FakeOrder, Reply } from './types';
import { validateOrderRequest } from './validate-order-request';

/**
 * POST /v2/checkout/orders: a new order waiting for the payer, CREATED (approve link) or, when the
 * merchant named payment_source.paypal, PAYER_ACTION_REQUIRED (payer-action link).
 */
export function createOrder(fake: FakeState, body: unknown, representation: boolean): Reply {
  const request = validateOrderRequest(body);
  const now = timestamp();
  const order: FakeOrder = {
    id: paypalId(),
    intent: request.intent,
    status: request.paypalSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
    units: request.units.map((unit) => ({ request: unit, captureIds: [] })),
    experience: request.experience,
    paypalSource: request.paypalSource,
    createTime: now,
    updateTime: now,
  };
  fake.orders.set(order.id, order);
  const answer = representation ? fullOrder(fake, order) : minimalOrder(fake, order);
  return { kind: 'json', status: 201, body: answer };
}

/** GET /v2/checkout/orders/:id. */
export function showOrder(fake: FakeState, orderId: string): Reply {
  const order = fake.orders.get(orderId);
  if (!order) throw unknownResource('orders', 'order_id', orderId);
  return { kind: 'json', status: 200, body: fullOrder(fake, order) };
}
