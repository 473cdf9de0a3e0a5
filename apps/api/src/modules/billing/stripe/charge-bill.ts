import type { Bill, Database, Plan } from '@postradar/db';
import Stripe from 'stripe';
import { attachProviderRef } from '../settle-bill';
import { refuseBill } from './intent-outcome';
import type { ChosenCard } from './saved-cards';
import { stripeFailure } from './stripe-failure';

export interface BillCharge extends ChosenCard {
  bill: Bill;
  plan: Plan;
  /**
   * Where the bank's 3-D Secure page returns to, for a customer at the checkout; null charges
   * without the customer (a renewal, `off_session`): a card whose bank asks for 3-D Secure is then
   * declined instead of waiting for a check nobody can pass.
   */
  returnUrl: string | null;
}

/** Dollars as Stripe counts them: cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * Charges a bill's amount to a saved card: a payment intent confirmed at once, under the bill's
 * own idempotency key, so that however often it is asked for (a retry, a request cut off before
 * the answer came back) Stripe makes one payment intent and charges once. The intent is recorded
 * on the bill. A declined card fails the bill and answers PAYMENT_FAILED with Stripe's message.
 */
export async function chargeBill(
  db: Database,
  stripe: Stripe,
  { bill, plan, customerId, paymentMethodId, returnUrl }: BillCharge,
): Promise<Stripe.PaymentIntent> {
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: toCents(bill.amount),
        currency: bill.currency.toLowerCase(),
        customer: customerId,
        payment_method: paymentMethodId,
        confirm: true,
        metadata: { billId: bill.id, userId: bill.userId, planId: plan.id },
        description: `PostRadar ${plan.title} (bill ${bill.code})`,
        ...(returnUrl ? { return_url: returnUrl } : { off_session: true }),
      },
      { idempotencyKey: `bill:${bill.id}` },
    );
    await attachProviderRef(db, bill.id, intent.id);
    return intent;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeCardError)) throw stripeFailure(error);
    if (error.payment_intent) await attachProviderRef(db, bill.id, error.payment_intent.id);
    return refuseBill(db, bill, error.message);
  }
}
