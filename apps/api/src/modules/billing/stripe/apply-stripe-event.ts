import { bills, paymentEvents, type Bill, type Database } from '@postradar/db';
import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import { failBill, findBillByProviderRef, refundBill, settleBill } from '../settle-bill';
import { toCents } from './charge-bill';
import { intentFailureMessage } from './intent-outcome';
import { isMissingObject, stripeFailure } from './stripe-failure';

const provider = 'stripe';

/** A payment as Stripe has it now: the intent, and the charge that paid it (or was refunded). */
interface CurrentPayment {
  intent: Stripe.PaymentIntent;
  charge: Stripe.Charge | null;
}

const billIdSchema = z.string().uuid();

/** The id of the object an event is about. */
function objectIdOf(event: Stripe.Event): string | null {
  const object: unknown = event.data.object;
  if (typeof object !== 'object' || object === null || !('id' in object)) return null;
  return typeof object.id === 'string' ? object.id : null;
}

const asObject = <T extends { id: string }>(value: string | T | null): T | null =>
  typeof value === 'object' ? value : null;

async function retrievePayment(stripe: Stripe, event: Stripe.Event, id: string) {
  if (event.type.startsWith('payment_intent.')) {
    const intent = await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
    return { intent, charge: asObject(intent.latest_charge) };
  }
  if (event.type === 'charge.refunded') {
    const charge = await stripe.charges.retrieve(id, { expand: ['payment_intent'] });
    const intent = asObject(charge.payment_intent);
    return intent && { intent, charge };
  }
  return null;
}

/**
 * The payment an event is about, read again from Stripe (the event's copy may be old, and money
 * is never moved on what a request says): null for events that move no bill, and for objects
 * Stripe does not know (another account's, a deleted test object).
 */
async function currentPayment(stripe: Stripe, event: Stripe.Event): Promise<CurrentPayment | null> {
  const id = objectIdOf(event);
  if (!id) return null;
  try {
    return await retrievePayment(stripe, event, id);
  } catch (error) {
    if (isMissingObject(error)) return null;
    throw stripeFailure(error);
  }
}

/**
 * The bill an intent pays: the one that records it, else the one its metadata names that records
 * no intent yet (the webhook came before the checkout stored it), for the same amount.
 */
async function billOfIntent(db: Database, intent: Stripe.PaymentIntent): Promise<Bill | undefined> {
  const recorded = await findBillByProviderRef(db, 'stripe', intent.id);
  if (recorded) return recorded;
  const billId = billIdSchema.safeParse(intent.metadata.billId);
  if (!billId.success) return undefined;
  const [named] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.id, billId.data), eq(bills.method, 'stripe'), isNull(bills.providerRef)));
  const sameAmount =
    named &&
    toCents(named.amount) === intent.amount &&
    named.currency.toLowerCase() === intent.currency;
  return sameAmount ? named : undefined;
}

/** Brings the bill to what Stripe says now: refunded, paid, or refused; anything else waits. */
async function bringBillTo(db: Database, bill: Bill, { intent, charge }: CurrentPayment) {
  if (charge?.refunded) return refundBill(db, bill.id);
  if (intent.status === 'succeeded') return settleBill(db, bill.id, { providerRef: intent.id });
  const refused =
    intent.status === 'canceled' ||
    (intent.status === 'requires_payment_method' && intent.last_payment_error);
  if (refused) return failBill(db, bill.id, intentFailureMessage(intent));
  return undefined;
}

async function isApplied(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  return Boolean(row);
}

/**
 * Applies a verified Stripe event once: payment_intent.* and charge.refunded bring their bill to
 * the state Stripe reports now, so events that arrive late or out of order still end right. The
 * event is recorded in the transaction that applies it: a failure records nothing and the answer
 * is an error, so Stripe delivers it again; a replay finds it recorded and changes nothing.
 */
export async function applyStripeEvent(
  db: Database,
  stripe: Stripe,
  event: Stripe.Event,
): Promise<void> {
  if (await isApplied(db, event.id)) return;
  const payment = await currentPayment(stripe, event);
  if (!payment) return;
  await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return;
    const bill = await billOfIntent(tx, payment.intent);
    if (bill) await bringBillTo(tx, bill, payment);
  });
}
