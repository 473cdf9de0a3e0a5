import type { FakeState } from './fake-state';
import { paypalId, timestamp } from './ids';
import { formatMoney } from './money';
import { issueError, unknownResource } from './paypal-error';
import { captureJson, fullOrder, minimalCapturedOrder } from './representations';
import type { CaptureStatus, FakeCapture, FakeOrder, PurchaseUnitRequest, Reply } from './types';
import { recordEvent } from './webhook-events';

function newCapture(
  order: FakeOrder,
  unit: PurchaseUnitRequest,
  status: CaptureStatus,
): FakeCapture {
  const now = timestamp();
  return {
    id: paypalId(),
    orderId: order.id,
    status,
    amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
    ...(unit.custom_id !== undefined && { customId: unit.custom_id }),
    ...(unit.invoice_id !== undefined && { invoiceId: unit.invoice_id }),
    refundedMinor: 0,
    createTime: now,
    updateTime: now,
  };
}

/** Whether another order already took money under this invoice_id (PayPal refuses a second). */
function invoiceTaken(fake: FakeState, order: FakeOrder, invoiceId: string | undefined): boolean {
  if (invoiceId === undefined) return false;
  return [...fake.captures.values()].some(
    (capture) =>
      capture.invoiceId === invoiceId &&
      capture.orderId !== order.id &&
      capture.status !== 'DECLINED',
  );
}

/**
 * The payer's funding source is refused: PayPal answers INSTRUMENT_DECLINED and the order stays
 * APPROVED, so the payer can be sent back to approve with another source. The refused attempts are
 * recorded as DECLINED captures with a PAYMENT.CAPTURE.DENIED event each.
 */
function decline(fake: FakeState, order: FakeOrder): never {
  for (const { request } of order.units) {
    const capture = newCapture(order, request, 'DECLINED');
    fake.captures.set(capture.id, capture);
    const summary = `Payment denied for ${formatMoney(capture.amount)}`;
    recordEvent(
      fake,
      'PAYMENT.CAPTURE.DENIED',
      captureJson(fake, capture, { related: true }),
      summary,
    );
  }
  throw issueError('orders', [{ issue: 'INSTRUMENT_DECLINED' }]);
}

/**
 * POST /v2/checkout/orders/:id/capture: takes the payment of an approved order, once. Refuses an
 * order not yet approved, one already captured, a declined funding source and a reused invoice_id.
 */
export function captureOrder(fake: FakeState, orderId: string, representation: boolean): Reply {
  const order = fake.orders.get(orderId);
  if (!order) throw unknownResource('orders', 'order_id', orderId);
  if (order.intent !== 'CAPTURE') {
    throw issueError('orders', [{ issue: 'ACTION_DOES_NOT_MATCH_INTENT' }]);
  }
  if (order.status === 'COMPLETED') {
    throw issueError('orders', [{ issue: 'ORDER_ALREADY_CAPTURED' }]);
  }
  if (order.status !== 'APPROVED' || !order.payer) {
    throw issueError('orders', [{ issue: 'ORDER_NOT_APPROVED' }]);
  }
  if (order.payer.declined) decline(fake, order);
  if (order.units.some(({ request }) => invoiceTaken(fake, order, request.invoice_id))) {
    throw issueError('orders', [{ issue: 'DUPLICATE_INVOICE_ID' }]);
  }
  order.status = 'COMPLETED';
  order.updateTime = timestamp();
  for (const unit of order.units) {
    const capture = newCapture(order, unit.request, 'COMPLETED');
    fake.captures.set(capture.id, capture);
    unit.captureIds.push(capture.id);
    const summary = `Payment completed for ${formatMoney(capture.amount)}`;
    recordEvent(
      fake,
      'PAYMENT.CAPTURE.COMPLETED',
      captureJson(fake, capture, { related: true }),
      summary,
    );
  }
  const answer = representation ? fullOrder(fake, order) : minimalCapturedOrder(fake, order);
  return { kind: 'json', status: 201, body: answer };
}
