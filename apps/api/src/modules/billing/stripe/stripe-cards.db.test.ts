import { stripeCustomers } from '@postradar/db';
import type { StripeFake } from '@postradar/provider-fakes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { collectionCaller } from '../../favorites/test/collection-caller';
import { signInBuyer } from '../test/billing-fixtures';
import { makeCard, startStripeApp, testCards } from './test/stripe-test-kit';

describe('saved cards (/payment/stripe/card) and Stripe.js settings', () => {
  let fake: StripeFake;
  let app: FastifyInstance;
  let stripe: Stripe;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ fake, app, stripe, stop } = await startStripeApp());
  });
  afterAll(() => stop());

  it('answers 401 without a user', async () => {
    const call = collectionCaller(app);
    expect((await call('GET', '/payment/stripe/settings')).status).toBe(401);
    expect((await call('GET', '/payment/stripe/card')).status).toBe(401);
  });

  it('gives the publishable key and the address of Stripe.js', async () => {
    const { call } = await signInBuyer(app, 'settings@example.com');
    const { status, body } = await call('GET', '/payment/stripe/settings');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      publishableKey: fake.publishableKey,
      scriptUrl: 'https://js.stripe.com/v3',
    });
  });

  it('adds a card to a customer of the user, lists it and removes it', async () => {
    const { userId, call } = await signInBuyer(app, 'cards@example.com');
    expect((await call('GET', '/payment/stripe/card')).body.data).toEqual([]);
    const token = await makeCard(fake, testCards.succeeds);
    const added = await call('POST', '/payment/stripe/card', {
      token,
      form: { name: '  Jane Seller ' },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      message: 'Card added.',
      data: { id: token, brand: 'visa', last4: '4242', exp_month: 12 },
    });
    expect(JSON.stringify(added.body)).not.toContain(testCards.succeeds);
    const [row] = await app.db
      .select()
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, userId));
    const customer = await stripe.customers.retrieve(row?.customerId ?? '');
    expect(customer).toMatchObject({
      email: 'cards@example.com',
      metadata: { userId },
      invoice_settings: { default_payment_method: token },
    });
    const method = await stripe.paymentMethods.retrieve(token);
    expect(method.billing_details.name).toBe('Jane Seller');
    expect((await call('GET', '/payment/stripe/card')).body.data).toEqual([added.body.data]);

    const other = await signInBuyer(app, 'other-cards@example.com');
    const stolen = await other.call('DELETE', '/payment/stripe/card', { cardId: token });
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe('NOT_FOUND');
    expect((await call('GET', '/payment/stripe/card')).body.data).toHaveLength(1);

    const removed = await call('DELETE', '/payment/stripe/card', { cardId: token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ removed: true });
    expect((await call('GET', '/payment/stripe/card')).body.data).toEqual([]);
    expect((await call('DELETE', '/payment/stripe/card', { cardId: 'pm_unknown' })).status).toBe(
      404,
    );
  });

  it('makes one customer for two cards added at once', async () => {
    const { userId, call } = await signInBuyer(app, 'twice@example.com');
    const tokens = [
      await makeCard(fake, testCards.succeeds),
      await makeCard(fake, testCards.authenticates),
    ];
    const answers = await Promise.all(
      tokens.map((token) => call('POST', '/payment/stripe/card', { token, form: { name: 'A' } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const rows = await app.db
      .select()
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, userId));
    expect(rows).toHaveLength(1);
    const created = fake
      .events('customer.created')
      .filter((event) => (event.data.object as Stripe.Customer).metadata.userId === userId);
    expect(created).toHaveLength(1);
    expect((await call('GET', '/payment/stripe/card')).body.data).toHaveLength(2);
  });

  it('refuses an empty name, and a payment method Stripe does not know', async () => {
    const { call } = await signInBuyer(app, 'noname@example.com');
    const token = await makeCard(fake, testCards.succeeds);
    const unnamed = await call('POST', '/payment/stripe/card', { token, form: { name: '  ' } });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toContain('Please enter your name as shown on the credit card.');
    const unknown = await call('POST', '/payment/stripe/card', {
      token: 'pm_unknown',
      form: { name: 'A' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('card payments without Stripe settings', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers 503 PAYMENT_NOT_CONFIGURED and offers no card payment', async () => {
    const { call } = await signInBuyer(app, 'nostripe@example.com');
    for (const [method, url] of [
      ['GET', '/payment/stripe/settings'],
      ['GET', '/payment/stripe/card'],
    ] as const) {
      const { status, body } = await call(method, url);
      expect(status, url).toBe(503);
      expect(body).toMatchObject({
        code: 'PAYMENT_NOT_CONFIGURED',
        message: 'Paying by card is not available.',
      });
    }
    const webhook = await app.inject({
      method: 'POST',
      url: '/payment/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(503);
    expect(webhook.json().code).toBe('PAYMENT_NOT_CONFIGURED');
    expect((await call('GET', '/payment/gateway/available')).body.data).not.toContain('stripe');
  });
});
