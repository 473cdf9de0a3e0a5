import type { CheckoutResult } from '@postradar/contracts';
import type { Bill, Database } from '@postradar/db';
import type Stripe from 'stripe';
import { AppError } from '../../../lib/app-error';
import { toBillDto } from '../bill-view';
import { checkoutMessages, completedCheckout } from '../checkout-result';
import { failBill, settleBill } from '../settle-bill';

/** A checkout's answer: its result and the message shown with it. */
export interface CheckoutAnswer {
  data: CheckoutResult;
  message: string;
}

const processingMessage = 'Your payment is being processed; your plan starts once it clears.';

/** Why a payment intent did not go through, in Stripe's words when it gave some. */
export function intentFailureMessage(intent: Stripe.PaymentIntent): string {
  if (intent.last_payment_error?.message) return intent.last_payment_error.message;
  return intent.status === 'canceled'
    ? 'The payment was cancelled.'
    : 'The payment did not go through.';
}

/** Fails the bill with Stripe's reason and answers PAYMENT_FAILED with it. */
export async function refuseBill(db: Database, bill: Bill, message: string): Promise<never> {
  await failBill(db, bill.id, message);
  throw new AppError('PAYMENT_FAILED', message);
}

/**
 * What the state of a bill's payment intent means for its checkout: paid (the bill is settled,
 * once, and the membership shown), waiting for the bank's 3-D Secure check in the browser, still
 * clearing, or refused (the bill fails with Stripe's reason).
 */
export async function intentOutcome(
  db: Database,
  bill: Bill,
  intent: Stripe.PaymentIntent,
): Promise<CheckoutAnswer> {
  switch (intent.status) {
    case 'succeeded': {
      const paid = await settleBill(db, bill.id, { providerRef: intent.id });
      if (paid.status !== 'paid')
        throw new AppError('PAYMENT_FAILED', 'This payment was refunded.');
      return { data: await completedCheckout(db, paid), message: checkoutMessages.completed };
    }
    case 'requires_action': {
      if (!intent.client_secret)
        throw new Error(`Payment intent ${intent.id} has no client secret.`);
      return {
        data: {
          status: 'requires_action',
          clientSecret: intent.client_secret,
          bill: toBillDto(bill),
        },
        message: checkoutMessages.requiresAction,
      };
    }
    case 'processing':
      return { data: { status: 'pending', bill: toBillDto(bill) }, message: processingMessage };
    case 'requires_payment_method':
    case 'canceled':
      return refuseBill(db, bill, intentFailureMessage(intent));
    default:
      // Confirmed at creation and captured automatically: no other state is expected.
      throw new Error(`Payment intent ${intent.id} is ${intent.status}.`);
  }
}
