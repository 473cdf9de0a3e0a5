import { startPayPalFake, type PayPalFake } from '@postradar/provider-fakes';
import { bills } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { addCoupon, newKey, planBySlug, present, signInBuyer } from '../test/billing-fixtures';
import { requirePayPal } from './paypal-access';
import { paypalMessages } from './settle-paypal-order';
import {
  cancelOnPayPal,
  deliver,
  orderIdOf,
  paypalEnvironment,
  publicUrl,
  startPayPalTestApp,
} from './test/paypal-test-app';

const dayMs = 86_400_000;

describe('paying with PayPal (/payment/paypal)', () => {
  let fake: PayPalFake;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ fake, app } = await startPayPalTestApp());
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  /** A buyer with a PayPal checkout of a plan started: the answer, the order and the bill. */
  async function startCheckout(email: string, body: { coupon?: string } = {}) {
    const buyer = await signInBuyer(app, email);
    const standard = await planBySlug(app, 'standard');
    const key = newKey();
    const answer = await buyer.call('POST', '/payment/paypal/checkout', {
      planId: standard.id,
      idempotencyKey: key,
      ...body,
    });
    expect(answer.status).toBe(200);
    const redirect = answer.body.data.redirect as string;
    return { ...buyer, key, planId: standard.id, answer, redirect, orderId: orderIdOf(redirect) };
  }

  const billOf = async (orderId: string) =>
    present((await app.db.select().from(bills).where(eq(bills.providerRef, orderId)))[0]);

  it("sends the buyer to PayPal's approval page with the bill's order, back to the checkout page", async () => {
    const { answer, redirect, orderId } = await startCheckout('approve-page@example.com');
    expect(answer.body).toMatchObject({
      message: 'Continue on PayPal to approve the payment.',
      data: { status: 'redirect', bill: { status: 'pending', method: 'paypal', price: 59 } },
    });
    expect(redirect).toBe(`${fake.url}/checkoutnow?token=${orderId}`);
    const bill = await billOf(orderId);
    const order = await requirePayPal(app.config.billing).client.getOrder(orderId);
    expect(order.purchase_units[0]).toMatchObject({ custom_id: bill.id });
    const page = await (await fetch(redirect)).text();
    expect(page).toContain('Pay PostRadar');
    expect(page).toMatch(/Standard: <span[^>]*>59.00 USD</);
    expect(await cancelOnPayPal(redirect)).toBe(
      `${publicUrl}/checkout?paypal=cancel&token=${orderId}`,
    );
    const back = present(fake.approve(orderId));
    expect(back).toMatch(
      new RegExp(`^${publicUrl}/checkout\\?paypal=return&token=${orderId}&PayerID=\\w+$`),
    );
  });

  it('asks PayPal for the total after the coupon, with two decimals', async () => {
    await addCoupon(app, { code: 'PAYPALHALF', kind: 'percent', value: 50 });
    const { orderId, answer } = await startCheckout('coupon@example.com', { coupon: 'paypalhalf' });
    expect(answer.body.data.bill).toMatchObject({ price: 29.5, discount: 29.5 });
    const page = await (await fetch(`${fake.url}/checkoutnow?token=${orderId}`)).text();
    expect(page).toContain('29.50 USD');
  });

  it('makes one order for one checkout attempt, however often it is sent', async () => {
    const buyer = await signInBuyer(app, 'double@example.com');
    const standard = await planBySlug(app, 'standard');
    const body = { planId: standard.id, idempotencyKey: newKey() };
    const together = await Promise.all([
      buyer.call('POST', '/payment/paypal/checkout', body),
      buyer.call('POST', '/payment/paypal/checkout', body),
    ]);
    const again = await buyer.call('POST', '/payment/paypal/checkout', body);
    const redirects = [...together, again].map((answer) => answer.body.data.redirect);
    expect(new Set(redirects).size).toBe(1);
    expect(
      (await app.db.select().from(bills).where(eq(bills.userId, buyer.userId))).map(
        (bill) => bill.providerRef,
      ),
    ).toEqual([orderIdOf(present(redirects[0]))]);
  });

  it('gives the plan once the approved order is captured, once however often the buyer returns', async () => {
    const { call, orderId } = await startCheckout('capture@example.com');
    fake.approve(orderId);
    const captured = await call('POST', '/payment/paypal/capture', { orderId });
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({
      message: 'Checkout completed.',
      data: {
        status: 'completed',
        bill: { status: 'paid', method: 'paypal' },
        membership: { plan: { slug: 'standard' }, method: 'paypal', isExpired: false },
      },
    });
    const { start, finish } = captured.body.data.membership;
    expect(Date.parse(finish) - Date.parse(start)).toBe(30 * dayMs);
    const again = await call('POST', '/payment/paypal/capture', { orderId });
    expect(again.body.data).toMatchObject({ status: 'completed', membership: { finish } });
    expect((await call('GET', '/payment/membership')).body.data.finish).toBe(finish);
    const captures = fake
      .events()
      .filter(
        (event) =>
          event.event_type === 'PAYMENT.CAPTURE.COMPLETED' &&
          JSON.stringify(event.resource).includes(orderId),
      );
    expect(captures).toHaveLength(1);
    const bill = await billOf(orderId);
    expect(captures[0]?.resource).toMatchObject({ custom_id: bill.id, invoice_id: bill.code });
  });

  it('keeps the bill pending when the order is captured before the buyer approved it', async () => {
    const { call, orderId } = await startCheckout('early@example.com');
    const early = await call('POST', '/payment/paypal/capture', { orderId });
    expect(early.status).toBe(402);
    expect(early.body).toMatchObject({
      code: 'PAYMENT_FAILED',
      message: paypalMessages.notApproved,
    });
    expect((await billOf(orderId)).status).toBe('pending');
    expect((await call('GET', '/payment/membership')).body.data).toBeNull();
    fake.approve(orderId);
    const later = await call('POST', '/payment/paypal/capture', { orderId });
    expect(later.body.data.status).toBe('completed');
  });

  it('fails the bill when PayPal declines the funding source, giving nothing', async () => {
    const { call, orderId } = await startCheckout('declined@example.com');
    fake.approve(orderId, { declined: true });
    const declined = await call('POST', '/payment/paypal/capture', { orderId });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      code: 'PAYMENT_FAILED',
      message: paypalMessages.declined,
    });
    expect(await billOf(orderId)).toMatchObject({
      status: 'failed',
      failureMessage: paypalMessages.declined,
      appliedAt: null,
    });
    expect((await call('GET', '/payment/membership')).body.data).toBeNull();
  });

  it('cancels the bill of an order the buyer turned back from', async () => {
    const { call, orderId } = await startCheckout('cancel@example.com');
    const cancelled = await call('POST', '/payment/paypal/cancel', { orderId });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', method: 'paypal' });
    expect((await call('GET', '/payment/membership')).body.data).toBeNull();
    const captured = await call('POST', '/payment/paypal/capture', { orderId });
    expect(captured.body.code).toBe('PAYMENT_FAILED');
    expect((await billOf(orderId)).status).toBe('cancelled');
  });

  it("answers another user's order as one that does not exist", async () => {
    const { orderId } = await startCheckout('owner@example.com');
    fake.approve(orderId);
    const other = await signInBuyer(app, 'other@example.com');
    for (const path of ['/payment/paypal/capture', '/payment/paypal/cancel']) {
      const answer = await other.call('POST', path, { orderId });
      expect(answer.status, path).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    }
    expect(await billOf(orderId)).toMatchObject({ status: 'pending', appliedAt: null });
    expect((await other.call('GET', '/payment/membership')).body.data).toBeNull();
  });
});

describe('PayPal not configured', () => {
  it('answers 503 to the checkout and to the webhook without an account', async () => {
    const app = await buildTestApp();
    const buyer = await signInBuyer(app, 'nopaypal@example.com');
    const standard = await planBySlug(app, 'standard');
    const checkout = await buyer.call('POST', '/payment/paypal/checkout', {
      planId: standard.id,
      idempotencyKey: newKey(),
    });
    expect(checkout.status).toBe(503);
    expect(checkout.body).toMatchObject({
      code: 'PAYMENT_NOT_CONFIGURED',
      message: 'Paying with PayPal is not available.',
    });
    expect(await app.db.select().from(bills)).toEqual([]);
    const webhook = await deliver(app, {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(webhook.statusCode).toBe(503);
    await app.close();
  });

  it('answers 503 to the webhook without a webhook id', async () => {
    const fake = await startPayPalFake({ port: 0 });
    const app = await buildTestApp({ ...paypalEnvironment(fake), PAYPAL_WEBHOOK_ID: undefined });
    const event = { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} };
    const answer = await deliver(app, fake.signedDelivery(event));
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ code: 'PAYMENT_NOT_CONFIGURED' });
    await app.close();
    await fake.close();
  });
});
