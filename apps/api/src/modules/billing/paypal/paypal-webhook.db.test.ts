import { startPayPalFake, type PayPalFake } from '@postradar/provider-fakes';
import { bills, paymentEvents } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startListeningTestApp } from '../../../test/dev-sign-in';
import { newKey, planBySlug, present, signInBuyer } from '../test/billing-fixtures';
import { deliver, orderIdOf, paypalEnvironment, refundOnPayPal } from './test/paypal-test-app';

/**
 * The API listening, and a fake PayPal that posts its events to the API's webhook as PayPal
 * does: approving an order on PayPal is all it takes for the plan to start.
 */
describe("PayPal's webhook (/payment/paypal/webhook)", () => {
  let fake: PayPalFake;
  let app: FastifyInstance;

  beforeAll(async () => {
    const port = await freePort();
    fake = await startPayPalFake({
      port: 0,
      webhookUrl: `http://127.0.0.1:${port}/payment/paypal/webhook`,
    });
    ({ app } = await startListeningTestApp(paypalEnvironment(fake), { port }));
  });
  afterAll(async () => {
    await fake.close();
    await app.close();
  });

  /** A buyer whose PayPal order for the Standard plan is waiting for approval. */
  async function openOrder(email: string) {
    const buyer = await signInBuyer(app, email);
    const standard = await planBySlug(app, 'standard');
    const answer = await buyer.call('POST', '/payment/paypal/checkout', {
      planId: standard.id,
      idempotencyKey: newKey(),
    });
    const orderId = orderIdOf(answer.body.data.redirect);
    const billOf = async () =>
      present((await app.db.select().from(bills).where(eq(bills.providerRef, orderId)))[0]);
    return { ...buyer, orderId, billOf };
  }

  const eventOf = (type: string, orderId: string) =>
    present(
      fake
        .events()
        .find(
          (event) => event.event_type === type && JSON.stringify(event.resource).includes(orderId),
        ),
    );

  const appliedEvents = (eventId: string) =>
    app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));

  it('captures an approved order and starts the plan without the buyer coming back', async () => {
    const { call, orderId, billOf } = await openOrder('webhook-approve@example.com');
    fake.approve(orderId);
    const deliveries = await fake.webhookDeliveries();
    expect(deliveries.map(({ status }) => status)).toEqual(deliveries.map(() => 200));
    expect(deliveries.map(({ eventType }) => eventType)).toEqual([
      'CHECKOUT.ORDER.APPROVED',
      'PAYMENT.CAPTURE.COMPLETED',
    ]);
    expect(await billOf()).toMatchObject({ status: 'paid' });
    const membership = (await call('GET', '/payment/membership')).body.data;
    expect(membership).toMatchObject({ plan: { slug: 'standard' }, method: 'paypal' });
    const approved = eventOf('CHECKOUT.ORDER.APPROVED', orderId);
    expect(await appliedEvents(approved.id)).toHaveLength(1);
    const returned = await call('POST', '/payment/paypal/capture', { orderId });
    expect(returned.body.data).toMatchObject({
      status: 'completed',
      membership: { finish: membership.finish },
    });
  });

  it('ignores a replayed event and refuses a tampered one', async () => {
    const { call, orderId, billOf } = await openOrder('webhook-replay@example.com');
    fake.approve(orderId);
    await fake.webhookDeliveries();
    const { finish } = (await call('GET', '/payment/membership')).body.data;
    const approved = eventOf('CHECKOUT.ORDER.APPROVED', orderId);
    // Made to look unpaid by hand: applying the approval again would give a second period.
    await app.db
      .update(bills)
      .set({ status: 'pending', appliedAt: null })
      .where(eq(bills.providerRef, orderId));
    const replayed = await deliver(app, fake.signedDelivery(approved));
    expect(replayed.statusCode).toBe(200);
    expect((await billOf()).status).toBe('pending');
    expect(await appliedEvents(approved.id)).toHaveLength(1);
    expect((await call('GET', '/payment/membership')).body.data.finish).toBe(finish);

    const forged = { ...approved, id: 'WH-FORGED-1' };
    for (const tamper of ['body', 'signature'] as const) {
      const answer = await deliver(app, fake.signedDelivery(forged, { tamper }));
      expect(answer.statusCode, tamper).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Invalid signature.',
      });
    }
    const delivery = fake.signedDelivery(forged);
    const headers = { ...delivery.headers, 'paypal-transmission-sig': '' };
    const withoutSignature = await deliver(app, { headers, body: delivery.body });
    expect(withoutSignature.statusCode).toBe(400);
    expect(await appliedEvents(forged.id)).toEqual([]);
  });

  it('takes the period back when the payment is refunded on PayPal', async () => {
    const { call, orderId, billOf } = await openOrder('webhook-refund@example.com');
    fake.approve(orderId);
    await fake.webhookDeliveries();
    expect((await call('GET', '/payment/membership')).body.data.isExpired).toBe(false);
    const capture = eventOf('PAYMENT.CAPTURE.COMPLETED', orderId);
    await refundOnPayPal(fake, String(capture.resource.id));
    const deliveries = await fake.webhookDeliveries();
    expect(deliveries.at(-1)).toMatchObject({ eventType: 'PAYMENT.CAPTURE.REFUNDED', status: 200 });
    expect((await billOf()).status).toBe('refunded');
    expect((await call('GET', '/payment/membership')).body.data.isExpired).toBe(true);
  });

  it('answers non-2xx while an event cannot be applied, and applies it when delivered again', async () => {
    const { call, orderId, billOf } = await openOrder('webhook-retry@example.com');
    // The bill asks more than the order PayPal was given: nothing may be settled.
    const setPrice = (price: number) =>
      app.db.update(bills).set({ price, amount: price }).where(eq(bills.providerRef, orderId));
    await setPrice(60);
    fake.approve(orderId);
    const deliveries = await fake.webhookDeliveries();
    const failed = deliveries.filter(({ status }) => status !== 200);
    expect(failed.map(({ eventType }) => eventType)).toEqual([
      'CHECKOUT.ORDER.APPROVED',
      'PAYMENT.CAPTURE.COMPLETED',
    ]);
    expect(failed.every(({ status }) => (status ?? 0) >= 500)).toBe(true);
    const captured = eventOf('PAYMENT.CAPTURE.COMPLETED', orderId);
    expect(await appliedEvents(captured.id)).toEqual([]);
    expect((await billOf()).status).toBe('pending');
    expect((await call('GET', '/payment/membership')).body.data).toBeNull();

    await setPrice(59);
    const again = await deliver(app, fake.signedDelivery(captured));
    expect(again.statusCode).toBe(200);
    expect((await billOf()).status).toBe('paid');
    expect(await appliedEvents(captured.id)).toHaveLength(1);
    expect((await call('GET', '/payment/membership')).body.data.plan.slug).toBe('standard');
  });
});
