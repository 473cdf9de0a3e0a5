import { bills, type Bill, type Database, type Membership, type Plan } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { AppError } from '../../../lib/app-error';
import { openBill, type OpenedBill } from '../open-bill';
import { failBill, settleBill } from '../settle-bill';
import { chargeBill } from '../stripe/charge-bill';
import { intentFailureMessage, refuseBill } from '../stripe/intent-outcome';
import { chooseCard, type ChosenCard } from '../stripe/saved-cards';
import { findCustomerId } from '../stripe/stripe-customer';
import { askStripe } from '../stripe/stripe-failure';
import type { RenewalDue } from './find-renewals-due';

/**
 * How old a renewal's bill without a payment intent must be to be charged again: by then the run
 * that opened it was cut off (the process stopped, Stripe out of reach), since one charge with its
 * retries takes about a minute at most.
 */
export const unrecordedChargeMs = 10 * 60_000;

const noCardMessage = 'There was no saved card to renew the plan with.';

/**
 * The key of a membership's renewal bill: one per period (the finish it extends), so that each
 * period is charged once however often, and in however many processes, the renewal runs.
 */
export function renewalKey(membership: Membership): string {
  return `renewal:${membership.id}:${membership.endsAt.toISOString()}`;
}

/** The card a renewal charges: the user's default card, else their first; none fails the bill. */
async function renewalCard(db: Database, stripe: Stripe, bill: Bill): Promise<ChosenCard> {
  try {
    return await chooseCard(stripe, await findCustomerId(db, bill.userId), '');
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED')
      return refuseBill(db, bill, noCardMessage);
    throw error;
  }
}

/** Charges a renewal's bill off session (nobody is there for 3-D Secure). */
async function chargeRenewal(db: Database, stripe: Stripe, bill: Bill, plan: Plan) {
  const card = await renewalCard(db, stripe, bill);
  return chargeBill(db, stripe, { bill, plan, ...card, returnUrl: null });
}

/**
 * Whether this run charges the renewal's bill: a new bill, or a pending one opened long ago without
 * a recorded payment intent (the run that opened it was cut off; the charge is asked for again
 * under the bill's own Stripe idempotency key, which gives back the first charge if it was made).
 * A pending bill opened recently, or with a recorded intent, is another run's charge.
 */
function chargesHere({ bill, isRepeat }: OpenedBill, now: Date): boolean {
  if (!isRepeat) return true;
  return !bill.providerRef && now.getTime() - bill.createdAt.getTime() >= unrecordedChargeMs;
}

/**
 * The payment intent of a renewal's bill: charged now when this run charges it, else the one
 * another run recorded, read back from Stripe (none: that run is still charging it).
 */
async function renewalIntent(
  db: Database,
  stripe: Stripe,
  { bill, plan }: OpenedBill,
  charging: boolean,
): Promise<Stripe.PaymentIntent | null> {
  if (charging) return chargeRenewal(db, stripe, bill, plan);
  const intentId = bill.providerRef;
  return intentId ? askStripe(() => stripe.paymentIntents.retrieve(intentId)) : null;
}

/** Brings a renewal's bill to its intent: paid (the period added), refused, or still clearing. */
async function applyIntent(db: Database, bill: Bill, intent: Stripe.PaymentIntent, now: Date) {
  if (intent.status === 'succeeded') await settleBill(db, bill.id, { providerRef: intent.id, now });
  else if (intent.status !== 'processing')
    await failBill(db, bill.id, intentFailureMessage(intent), now);
}

async function currentBill(db: Database, billId: string): Promise<Bill> {
  const [bill] = await db.select().from(bills).where(eq(bills.id, billId));
  if (!bill) throw new Error(`Bill ${billId} does not exist.`);
  return bill;
}

/**
 * Renews one card membership for its next period: a bill of the plan's full price for that period
 * (openBill, method stripe, no coupon), charged to the user's saved card off session. Paid, the
 * period is added to the running plan; refused (declined, 3-D Secure asked for, no card), the bill
 * fails with the reason and the plan ends at its finish. Returns the bill as it is now when this
 * run charged it or it is still pending, or null when another run (earlier, or at the same time)
 * charged this period's bill and it is paid or refused: each renewal is counted by the run that
 * charged it. Throws when the charge could not be made (the bill stays pending, tried again later).
 */
export async function renewCardMembership(
  db: Database,
  stripe: Stripe,
  { membership, plan }: RenewalDue,
  now: Date,
): Promise<Bill | null> {
  const opened = await openBill(db, {
    userId: membership.userId,
    planId: plan.id,
    method: 'stripe',
    couponCode: '',
    idempotencyKey: renewalKey(membership),
    now,
  });
  if (opened.isRepeat && opened.bill.status !== 'pending') return null;
  const charging = chargesHere(opened, now);
  try {
    const intent = await renewalIntent(db, stripe, opened, charging);
    if (intent) await applyIntent(db, opened.bill, intent, now);
  } catch (error) {
    // A refused card: the bill has failed with the reason.
    if (!(error instanceof AppError && error.code === 'PAYMENT_FAILED')) throw error;
  }
  const bill = await currentBill(db, opened.bill.id);
  return charging || bill.status === 'pending' ? bill : null;
}
