import { bills, type BillStatus } from '@postradar/db';
import { and, eq } from 'drizzle-orm';
import { cancelOnPayPal, orderIdOf, refundOnPayPal } from '../../paypal/test/paypal-test-app';
import { saveCard, testCards } from '../../stripe/test/stripe-test-kit';
import { newKey, present, signInBuyer } from '../billing-fixtures';
import { orderOfCaptureEvent } from './fake-events';
import type { ReplayWorld } from './replay-world';

/** How a card payment goes. */
export const cardScenarios = [
  'succeeded',
  'declined',
  '3ds-completed',
  '3ds-failed',
  'refunded',
] as const;

/** How a PayPal payment goes; `webhook-only`: approved, and the buyer never came back. */
export const paypalScenarios = [
  'captured',
  'webhook-only',
  'cancelled',
  'declined',
  'refunded',
] as const;

export type PaymentPlan =
  | {
      provider: 'stripe';
      scenario: (typeof cardScenarios)[number];
      /** After 3-D Secure, whether the browser confirms (otherwise only the webhook tells). */
      browserReturns: boolean;
    }
  | { provider: 'paypal'; scenario: (typeof paypalScenarios)[number] };

/** A payment made, and the provider's object that carries it (payment intent, PayPal order). */
export type Payment = PaymentPlan & { userId: string; billId: string; providerRef: string };

const cardOutcomes: Record<(typeof cardScenarios)[number], BillStatus> = {
  succeeded: 'paid',
  declined: 'failed',
  '3ds-completed': 'paid',
  '3ds-failed': 'failed',
  refunded: 'refunded',
};

const paypalOutcomes: Record<(typeof paypalScenarios)[number], BillStatus> = {
  captured: 'paid',
  'webhook-only': 'paid',
  cancelled: 'cancelled',
  declined: 'failed',
  refunded: 'refunded',
};

/**
 * Where a scenario leads once everything has been heard: an order approved on PayPal is paid
 * even if the buyer never came back, since its webhook alone must capture it.
 */
export function intendedStatus(plan: PaymentPlan): BillStatus {
  return plan.provider === 'stripe' ? cardOutcomes[plan.scenario] : paypalOutcomes[plan.scenario];
}

type Caller = Awaited<ReturnType<typeof signInBuyer>>['call'];
type Answer = Awaited<ReturnType<Caller>>;

/** A signed-in buyer with one saved card of each kind. */
export interface Buyer {
  userId: string;
  call: Caller;
  cards: Record<keyof typeof testCards, string>;
}

export async function signInCardBuyer(world: ReplayWorld, email: string): Promise<Buyer> {
  const { userId, call } = await signInBuyer(world.app, email);
  const cards = {
    succeeds: await saveCard(call, world.stripeFake, testCards.succeeds),
    declined: await saveCard(call, world.stripeFake, testCards.declined),
    authenticates: await saveCard(call, world.stripeFake, testCards.authenticates),
  };
  return { userId, call, cards };
}

/**
 * `count` payments cycling through every scenario of both providers; every other round, the
 * browser of a 3-D Secure payment does not come back to confirm it (its webhook has to).
 */
export function planPayments(count: number): PaymentPlan[] {
  const kinds = [
    ...cardScenarios.map((scenario) => ({ provider: 'stripe' as const, scenario })),
    ...paypalScenarios.map((scenario) => ({ provider: 'paypal' as const, scenario })),
  ];
  return Array.from({ length: count }, (_, index): PaymentPlan => {
    const kind = present(kinds[index % kinds.length]);
    const round = Math.floor(index / kinds.length);
    return kind.provider === 'stripe' ? { ...kind, browserReturns: round % 2 === 0 } : kind;
  });
}

/** The API's answer was the one the scenario expects; otherwise the setup itself is wrong. */
function expectAnswer(answer: Answer, status: number, result?: string): void {
  const body = answer.body as { data?: { status?: string } };
  if (answer.status !== status || (result !== undefined && body.data?.status !== result))
    throw new Error(
      `Expected ${status} ${result ?? ''}, got ${answer.status}: ${JSON.stringify(body)}`,
    );
}

/** The bill a checkout attempt opened (found by its idempotency key, whatever the answer was). */
async function billOfAttempt(world: ReplayWorld, userId: string, idempotencyKey: string) {
  const [bill] = await world.app.db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.userId, userId), eq(bills.idempotencyKey, idempotencyKey)));
  return present(bill).id;
}

/** The payment intent Stripe made for a bill, as its creation event shows it. */
function intentOfBill(world: ReplayWorld, billId: string): string {
  const created = world.stripeFake
    .events('payment_intent.created')
    .find(({ data }) => 'metadata' in data.object && data.object.metadata.billId === billId);
  return present(created).data.object.id;
}

/** The capture PayPal made of an order, as its event shows it. */
function captureOfOrder(world: ReplayWorld, orderId: string): string {
  const captured = world.paypalFake
    .events()
    .find(
      (event) =>
        event.event_type === 'PAYMENT.CAPTURE.COMPLETED' && orderOfCaptureEvent(event) === orderId,
    );
  return String(present(captured).resource.id);
}

async function payByCard(
  world: ReplayWorld,
  buyer: Buyer,
  plan: Extract<PaymentPlan, { provider: 'stripe' }>,
): Promise<Payment> {
  const idempotencyKey = newKey();
  const card =
    plan.scenario === 'declined'
      ? buyer.cards.declined
      : plan.scenario.startsWith('3ds')
        ? buyer.cards.authenticates
        : buyer.cards.succeeds;
  const checkout = await buyer.call('POST', '/payment/stripe/checkout', {
    planId: world.plan.id,
    idempotencyKey,
    cardId: card,
  });
  const billId = await billOfAttempt(world, buyer.userId, idempotencyKey);
  const intentId = intentOfBill(world, billId);
  switch (plan.scenario) {
    case 'declined':
      expectAnswer(checkout, 402);
      break;
    case 'succeeded':
      expectAnswer(checkout, 200, 'completed');
      break;
    case 'refunded':
      expectAnswer(checkout, 200, 'completed');
      await world.stripe.refunds.create({ payment_intent: intentId });
      break;
    case '3ds-completed':
    case '3ds-failed': {
      expectAnswer(checkout, 200, 'requires_action');
      const passes = plan.scenario === '3ds-completed';
      world.stripeFake.completeAuthentication(intentId, passes);
      if (plan.browserReturns) {
        const confirmed = await buyer.call('POST', '/payment/stripe/confirm', { billId });
        expectAnswer(confirmed, passes ? 200 : 402, passes ? 'completed' : undefined);
      }
    }
  }
  return { ...plan, userId: buyer.userId, billId, providerRef: intentId };
}

async function payWithPayPal(
  world: ReplayWorld,
  buyer: Buyer,
  plan: Extract<PaymentPlan, { provider: 'paypal' }>,
): Promise<Payment> {
  const idempotencyKey = newKey();
  const checkout = await buyer.call('POST', '/payment/paypal/checkout', {
    planId: world.plan.id,
    idempotencyKey,
  });
  expectAnswer(checkout, 200, 'redirect');
  const redirect = (checkout.body as { data: { redirect: string } }).data.redirect;
  const orderId = orderIdOf(redirect);
  const capture = () => buyer.call('POST', '/payment/paypal/capture', { orderId });
  switch (plan.scenario) {
    case 'cancelled':
      if (!(await cancelOnPayPal(redirect))?.includes('paypal=cancel'))
        throw new Error(`PayPal did not send the buyer back from order ${orderId}.`);
      expectAnswer(await buyer.call('POST', '/payment/paypal/cancel', { orderId }), 200);
      break;
    case 'webhook-only':
      world.paypalFake.approve(orderId);
      break;
    case 'declined':
      world.paypalFake.approve(orderId, { declined: true });
      expectAnswer(await capture(), 402);
      break;
    case 'captured':
      world.paypalFake.approve(orderId);
      expectAnswer(await capture(), 200, 'completed');
      break;
    case 'refunded':
      world.paypalFake.approve(orderId);
      expectAnswer(await capture(), 200, 'completed');
      await refundOnPayPal(world.paypalFake, captureOfOrder(world, orderId));
  }
  const billId = await billOfAttempt(world, buyer.userId, idempotencyKey);
  return { ...plan, userId: buyer.userId, billId, providerRef: orderId };
}

/** Makes a payment as the buyer's browser would, through the API's checkout routes. */
export function makePayment(world: ReplayWorld, buyer: Buyer, plan: PaymentPlan) {
  return plan.provider === 'stripe'
    ? payByCard(world, buyer, plan)
    : payWithPayPal(world, buyer, plan);
}
