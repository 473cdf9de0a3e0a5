import type { CheckoutResult } from '@postradar/contracts';
import type { Bill, Database } from '@postradar/db';
import { toBillDto } from './bill-view';
import { findMembershipView } from './membership-view';

/** The answer of a checkout that ended paid: the bill and the membership it started or extended. */
export async function completedCheckout(db: Database, bill: Bill): Promise<CheckoutResult> {
  const membership = await findMembershipView(db, bill.userId);
  if (!membership) throw new Error(`The paid bill ${bill.id} gave no membership.`);
  return { status: 'completed', bill: toBillDto(bill), membership };
}

/** The message of a checkout's answer. */
export const checkoutMessages = {
  completed: 'Checkout completed.',
  requiresAction: 'Your bank asks you to confirm this payment.',
  redirect: 'Continue on PayPal to approve the payment.',
  pending: 'Transfer the amount with the note shown; your plan starts when it arrives.',
} as const;
