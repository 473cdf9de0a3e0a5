import { bills, paymentEvents } from '@postradar/db';
import type { StripeEvent, StripeFake } from '@postradar/provider-fakes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { openBill } from '../open-bill';
import { newKey, planBySlug, present, signInBuyer } from '../test/billing-fixtures';
import {
  makeCard,
  membershipsOf,
  postDelivery,
  saveCard,
  startStripeApp,
  testCards,
  webhookSecret,
} from './test/stripe-test-kit';

describe("Stripe's events (/payment/stripe/webhook)", () => {
  let fake: StripeFake;
  let app: FastifyInstance;
  let stripe: Stripe;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ fake, app, stripe, stop } = await startStripeApp());
  });
  afterAll(() => stop());

  const billById = async (id: string) =>
    present((await app.db.select().from(bills).where(eq(bills.id, id)))[0]);

  /** A card bill whose payment Stripe took, but whose checkout never heard back. */
  async function paidBehindTheCheckout(email: string, number: string = testCards.succeeds) {
    const { userId } = await signInBuyer(app, email);
    const standard = await planBySlug(app, 'standard');
    const { bill } = await openBill(app.db, {
      userId,
      planId: standard.id,
      method: 'stripe',
      couponCode: '',
      idempotencyKey: newKey(),
    });
    const paymentMethod = await makeCard(fake, number);
    const intent = await stripe.paymentIntents
      .create({
        amount: 5900,
        currency: 'usd',
        payment_method: paymentMethod,
        confirm: true,
        metadata: { billId: bill.id },
      })
      .catch((error: { payment_intent: Stripe.PaymentIntent }) => error.payment_intent);
    return { userId, bill, intent };
  }

  /** The event of this type about this object. */
  function eventAbout(type: string, objectId: string): StripeEvent {
    return present(
      fake.events(type).find((event) => (event.data.object as { id: string }).id === objectId),
    );
  }

  const deliver = (event: StripeEvent, timestamp?: number) =>
    postDelivery(app, fake.signedDelivery(event, { secret: webhookSecret, timestamp }));

  it('applies a payment once, however often its event is delivered', async () => {
    const { userId, bill, intent } = await paidBehindTheCheckout('late@example.com');
    const event = eventAbout('payment_intent.succeeded', intent.id);
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { received: true } });
    expect(await billById(bill.id)).toMatchObject({ status: 'paid', providerRef: intent.id });
    const [membership] = await membershipsOf(app, userId);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(
      (await deliver(eventAbout('charge.succeeded', present(intent.latest_charge as string))))
        .statusCode,
    ).toBe(200);
    expect(await membershipsOf(app, userId)).toEqual([membership]);
    const recorded = await app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, event.id));
    expect(recorded).toHaveLength(1);
  });

  it('refuses a tampered or stale delivery', async () => {
    const { bill, intent } = await paidBehindTheCheckout('forged@example.com');
    const event = eventAbout('payment_intent.succeeded', intent.id);
    const signed = fake.signedDelivery(event, { secret: webhookSecret });
    const tampered = await postDelivery(app, {
      ...signed,
      payload: signed.payload.replace('"amount": 5900', '"amount": 100'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid signature.',
    });
    const stale = await deliver(event, Math.floor(Date.now() / 1000) - 301);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('Invalid signature.');
    const unsigned = await postDelivery(app, {
      payload: signed.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await billById(bill.id)).status).toBe('pending');
  });

  it('ends refunded when the refund is heard before the payment', async () => {
    const { userId, bill, intent } = await paidBehindTheCheckout('refunded@example.com');
    await stripe.refunds.create({ payment_intent: intent.id });
    expect(
      (await deliver(eventAbout('charge.refunded', intent.latest_charge as string))).statusCode,
    ).toBe(200);
    expect((await deliver(eventAbout('payment_intent.succeeded', intent.id))).statusCode).toBe(200);
    expect(await billById(bill.id)).toMatchObject({ status: 'refunded', appliedAt: null });
    expect(await membershipsOf(app, userId)).toEqual([]);
  });

  it('takes the period back when a paid card payment is refunded', async () => {
    const { userId, call } = await signInBuyer(app, 'regret@example.com');
    await saveCard(call, fake, testCards.succeeds);
    const standard = await planBySlug(app, 'standard');
    const paid = await call('POST', '/payment/stripe/checkout', {
      planId: standard.id,
      idempotencyKey: newKey(),
    });
    const bill = await billById(paid.body.data.bill._id);
    const intentId = present(bill.providerRef);
    const refund = await stripe.refunds.create({ payment_intent: intentId });
    expect((await deliver(eventAbout('charge.refunded', refund.charge as string))).statusCode).toBe(
      200,
    );
    expect((await billById(bill.id)).status).toBe('refunded');
    expect((await call('GET', '/payment/membership')).body.data?.isExpired ?? true).toBe(true);
    expect(await membershipsOf(app, userId)).toHaveLength(1);
  });

  it('fails the bill of a declined payment', async () => {
    const { bill, intent } = await paidBehindTheCheckout('bounced@example.com', testCards.declined);
    expect((await deliver(eventAbout('payment_intent.payment_failed', intent.id))).statusCode).toBe(
      200,
    );
    expect(await billById(bill.id)).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
  });

  it('answers 200 to events that move no bill', async () => {
    const customer = await stripe.customers.create({ email: 'nobill@example.com' });
    const event = eventAbout('customer.created', customer.id);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(
      await app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id)),
    ).toEqual([]);
  });
});

describe('the Stripe webhook without its signing secret', () => {
  it('answers 503: no delivery can be verified', async () => {
    const app = await buildTestApp({
      STRIPE_SECRET_KEY: 'sk_test_no_webhook',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_no_webhook',
    });
    try {
      const answer = await app.inject({
        method: 'POST',
        url: '/payment/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{}',
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().code).toBe('PAYMENT_NOT_CONFIGURED');
    } finally {
      await app.close();
    }
  });
});
