import type { BillStatus } from '@postradar/db';
import type Stripe from 'stripe';
import { orderOfCaptureEvent } from './fake-events';
import type { Payment } from './make-payments';
import type { ReplayWorld } from './replay-world';

/** What Stripe says of a payment intent: charged (and kept or refunded), refused, or neither. */
async function cardVerdict(stripe: Stripe, intentId: string): Promise<BillStatus> {
  const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  if (intent.status === 'succeeded') return charge?.refunded ? 'refunded' : 'paid';
  if (intent.last_payment_error || intent.status === 'canceled') return 'failed';
  return 'pending';
}

/**
 * What PayPal says of an order: captured (and kept or refunded), a capture it denied, or never
 * approved, in which case only the buyer's choice on PayPal's page (turning back) tells the rest.
 */
async function paypalVerdict(world: ReplayWorld, payment: Payment): Promise<BillStatus> {
  const order = await world.paypal.getOrder(payment.providerRef);
  const captures = order.purchase_units.flatMap((unit) => unit.payments?.captures ?? []);
  if (captures.some(({ status }) => status === 'REFUNDED')) return 'refunded';
  if (captures.some(({ status }) => status === 'COMPLETED')) return 'paid';
  const denied = world.paypalFake
    .events()
    .some(
      (event) =>
        event.event_type === 'PAYMENT.CAPTURE.DENIED' &&
        orderOfCaptureEvent(event) === payment.providerRef,
    );
  if (denied) return 'failed';
  return payment.provider === 'paypal' && payment.scenario === 'cancelled'
    ? 'cancelled'
    : 'pending';
}

/** The status a payment's bill must have, read from its provider (never from our tables). */
export function providerVerdict(world: ReplayWorld, payment: Payment): Promise<BillStatus> {
  return payment.provider === 'stripe'
    ? cardVerdict(world.stripe, payment.providerRef)
    : paypalVerdict(world, payment);
}
