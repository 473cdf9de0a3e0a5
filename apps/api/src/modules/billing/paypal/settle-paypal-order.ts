import type { Bill, Database } from '@postradar/db';
import { failBill, refundBill, settleBill } from '../settle-bill';
import { PayPalApiError, type PayPalClient } from './paypal-client';
import { billIdOf, decisiveCapture, paysBill } from './paypal-order';
import type { PayPalOrder } from './paypal-schemas';

/**
 * Where a bill stands after PayPal was asked: `paid` (its period given), `refused` (failed, with
 * the reason), `refunded`, `pending` (PayPal holds the capture for review: its webhook settles it
 * later), `unpaid` (nothing captured: the buyer has not approved the order).
 */
export type PayPalOutcome =
  | { kind: 'paid' | 'refunded' | 'pending' | 'unpaid'; bill: Bill }
  | { kind: 'refused'; bill: Bill; message: string };

export const paypalMessages = {
  declined: 'PayPal declined the payment. Pay with another funding source or another way to pay.',
  notApproved: 'The payment was not approved on PayPal.',
  refunded: 'This payment was refunded.',
  cancelled: 'This payment was cancelled on PayPal. Start the checkout again.',
  pending: 'PayPal is reviewing the payment; your plan starts when it completes.',
} as const;

async function refuse(db: Database, bill: Bill, message: string): Promise<PayPalOutcome> {
  const failed = await failBill(db, bill.id, message);
  return { kind: 'refused', bill: failed ?? bill, message };
}

/**
 * Brings a bill to what PayPal says of its order now: paid when a capture of exactly its total
 * completed, refunded, failed when the capture was declined. An order made for another bill, or
 * a capture of another amount, is never settled: it throws, to be looked into.
 */
export async function applyOrderState(
  db: Database,
  bill: Bill,
  order: PayPalOrder,
): Promise<PayPalOutcome> {
  if (billIdOf(order) !== bill.id)
    throw new Error(`PayPal order ${order.id} was not made for bill ${bill.id}.`);
  const capture = decisiveCapture(order);
  switch (capture?.status) {
    case 'REFUNDED':
      return { kind: 'refunded', bill: await refundBill(db, bill.id) };
    case 'COMPLETED':
    case 'PARTIALLY_REFUNDED': {
      if (!paysBill(bill, capture.amount))
        throw new Error(
          `PayPal capture ${capture.id} of ${JSON.stringify(capture.amount)} does not pay bill ${bill.id} (${bill.amount} ${bill.currency}).`,
        );
      const settled = await settleBill(db, bill.id, { providerRef: order.id });
      return { kind: settled.status === 'paid' ? 'paid' : 'refunded', bill: settled };
    }
    case 'PENDING':
      return { kind: 'pending', bill };
    case 'DECLINED':
    case 'FAILED':
      return refuse(db, bill, paypalMessages.declined);
    default:
      return { kind: 'unpaid', bill };
  }
}

/**
 * Captures the approved order of a bill, once: a paid bill is not captured again, and the capture
 * carries a PayPal-Request-Id of the bill, so that two captures at once (the buyer's return and
 * the approval webhook) take the money once. The order is read first: one not approved yet is
 * not captured (PayPal would keep that refusal as the answer to the bill's capture request id),
 * one captured already is settled from what it says.
 */
export async function capturePayPalOrder(
  db: Database,
  client: PayPalClient,
  bill: Bill,
  orderId: string,
): Promise<PayPalOutcome> {
  if (bill.status === 'paid' || bill.status === 'refunded') return { kind: bill.status, bill };
  const current = await client.getOrder(orderId);
  if (current.status === 'COMPLETED') return applyOrderState(db, bill, current);
  if (current.status !== 'APPROVED') return { kind: 'unpaid', bill };
  let order: PayPalOrder;
  try {
    order = await client.captureOrder(orderId, `capture:${bill.id}`);
  } catch (error) {
    if (!(error instanceof PayPalApiError)) throw error;
    if (error.issue === 'ORDER_ALREADY_CAPTURED')
      return applyOrderState(db, bill, await client.getOrder(orderId));
    if (error.issue === 'ORDER_NOT_APPROVED') return { kind: 'unpaid', bill };
    if (error.issue === 'INSTRUMENT_DECLINED') return refuse(db, bill, paypalMessages.declined);
    if (error.httpStatus === 422) return refuse(db, bill, error.description);
    throw error;
  }
  return applyOrderState(db, bill, order);
}
