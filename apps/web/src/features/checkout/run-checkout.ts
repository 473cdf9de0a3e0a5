import { billingCalls, type CheckoutMethod, type CheckoutResult } from '@postradar/contracts';
import { api } from '../../lib/api';
import type { useCardAction } from './card/use-card-action';

/** How an order is settled: one of the ways to pay, or `free` for a total of 0. */
export type PayMethod = CheckoutMethod | 'free';

export interface CheckoutOrder {
  method: PayMethod;
  planId: string;
  /** The coupon applied for this way to pay, or ''. */
  coupon: string;
  /** The saved card to charge (card payments only). */
  cardId: string;
  idempotencyKey: string;
}

/** Finishes a 3-D Secure check in the browser (Stripe.js). */
export type CardAction = ReturnType<typeof useCardAction>;

/** The bank's 3-D Secure check did not pass; the message is Stripe's. */
export class CardActionError extends Error {
  override readonly name = 'CardActionError';
}

/**
 * Sends the order to the checkout call of its way to pay. A card payment the bank wants to
 * confirm runs 3-D Secure in the browser, then asks the API to finish it.
 */
export async function runCheckout(order: CheckoutOrder, cardAction: CardAction) {
  const body = {
    planId: order.planId,
    coupon: order.coupon,
    idempotencyKey: order.idempotencyKey,
  };
  switch (order.method) {
    case 'free':
      return api.call(billingCalls.freeCheckout, { body });
    case 'paypal':
      return api.call(billingCalls.paypalCheckout, { body });
    case 'bank':
      return api.call(billingCalls.bankCheckout, { body });
    case 'stripe':
      return payByCard({ ...body, cardId: order.cardId }, cardAction);
  }
}

async function payByCard(
  body: { planId: string; coupon: string; idempotencyKey: string; cardId: string },
  cardAction: CardAction,
): Promise<CheckoutResult> {
  const result = await api.call(billingCalls.stripeCheckout, { body });
  if (result.status !== 'requires_action') return result;
  const action = await cardAction(result.clientSecret);
  if (!action.ok) throw new CardActionError(action.message);
  return api.call(billingCalls.stripeConfirm, { body: { billId: result.bill._id } });
}
