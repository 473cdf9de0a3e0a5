import type { CheckoutResult } from '@postradar/contracts';
import type { Database } from '@postradar/db';
import { AppError } from '../../../lib/app-error';
import { toBillDto } from '../bill-view';
import { checkoutMessages, completedCheckout } from '../checkout-result';
import { paypalMessages, type PayPalOutcome } from './settle-paypal-order';

/** The answer to the buyer once PayPal was asked: the plan given, or why it was not. */
export async function paypalAnswer(db: Database, outcome: PayPalOutcome) {
  let data: CheckoutResult;
  let message: string;
  switch (outcome.kind) {
    case 'paid':
      data = await completedCheckout(db, outcome.bill);
      message = checkoutMessages.completed;
      break;
    case 'pending':
      data = { status: 'pending', bill: toBillDto(outcome.bill) };
      message = paypalMessages.pending;
      break;
    case 'refused':
      throw new AppError('PAYMENT_FAILED', outcome.message);
    case 'refunded':
      throw new AppError('PAYMENT_FAILED', paypalMessages.refunded);
    case 'unpaid':
      throw new AppError('PAYMENT_FAILED', paypalMessages.notApproved);
  }
  return { success: true as const, data, message };
}
