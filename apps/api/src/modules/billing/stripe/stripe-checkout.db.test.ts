import { bills } from '@postradar/db';
import type { StripeFake } from '@postradar/provider-fakes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, planBySlug, present, signInBuyer } from '../test/billing-fixtures';
import { membershipsOf, saveCard, startStripeApp, testCards } from './test/stripe-test-kit';

const dayMs = 86_400_000;
const authenticationFailed =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

describe('paying by card (/payment/stripe/checkout and /confirm)', () => {
  let fake: StripeFake;
  let app: FastifyInstance;
  let stripe: Stripe;
  let stop: () => Promise<void>;
  let standardId: string;

  beforeAll(async () => {
    ({ fake, app, stripe, stop } = await startStripeApp());
    standardId = (await planBySlug(app, 'standard')).id;
  });
  afterAll(() => stop());

  const billById = async (id: string) =>
    present((await app.db.select().from(bills).where(eq(bills.id, id)))[0]);

  const intentsOfBill = (billId: string) =>
    fake
      .events('payment_intent.created')
      .filter((event) => (event.data.object as Stripe.PaymentIntent).metadata.billId === billId);

  it('charges the default card and starts the plan', async () => {
    const { userId, call } = await signInBuyer(app, 'pays@example.com');
    await saveCard(call, fake, testCards.authenticates);
    const card = await saveCard(call, fake, testCards.succeeds);
    const { status, body } = await call('POST', '/payment/stripe/checkout', {
      planId: standardId,
      idempotencyKey: newKey(),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: 'Checkout completed.',
      data: {
        status: 'completed',
        bill: { status: 'paid', price: 59, method: 'stripe' },
        membership: { plan: { slug: 'standard' }, method: 'stripe', isExpired: false },
      },
    });
    const bill = await billById(body.data.bill._id);
    const intent = await stripe.paymentIntents.retrieve(present(bill.providerRef));
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 5900,
      currency: 'usd',
      payment_method: card,
      metadata: { billId: bill.id, userId, planId: standardId },
    });
    expect(await membershipsOf(app, userId)).toHaveLength(1);
  });

  it('fails the bill of a declined card with Stripe message', async () => {
    const { userId, call } = await signInBuyer(app, 'declined@example.com');
    const card = await saveCard(call, fake, testCards.declined);
    const { status, body } = await call('POST', '/payment/stripe/checkout', {
      planId: standardId,
      idempotencyKey: newKey(),
      cardId: card,
    });
    expect(status).toBe(402);
    expect(body).toMatchObject({ code: 'PAYMENT_FAILED', message: 'Your card was declined.' });
    const [bill] = (await call('GET', '/payment/bills')).body.data;
    expect(bill).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect(await membershipsOf(app, userId)).toEqual([]);
  });

  it('asks for 3-D Secure, then completes the payment once the bank confirms it', async () => {
    const { userId, call } = await signInBuyer(app, 'secure@example.com');
    await saveCard(call, fake, testCards.authenticates);
    const started = await call('POST', '/payment/stripe/checkout', {
      planId: standardId,
      idempotencyKey: newKey(),
    });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({
      status: 'requires_action',
      bill: { status: 'pending' },
    });
    const billId = started.body.data.bill._id;
    const bill = await billById(billId);
    expect(started.body.data.clientSecret).toMatch(new RegExp(`^${bill.providerRef}_secret_`));
    const early = await call('POST', '/payment/stripe/confirm', { billId });
    expect(early.body.data.status).toBe('requires_action');

    fake.completeAuthentication(present(bill.providerRef), true);
    const confirmed = await call('POST', '/payment/stripe/confirm', { billId });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      status: 'completed',
      bill: { status: 'paid' },
      membership: { plan: { slug: 'standard' } },
    });
    const again = await call('POST', '/payment/stripe/confirm', { billId });
    expect(again.body.data.status).toBe('completed');
    const rows = await membershipsOf(app, userId);
    expect(rows).toHaveLength(1);
    const row = present(rows[0]);
    expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(30 * dayMs);

    const stranger = await signInBuyer(app, 'stranger@example.com');
    const foreign = await stranger.call('POST', '/payment/stripe/confirm', { billId });
    expect(foreign.status).toBe(404);
  });

  it('fails the bill when the bank check does not pass', async () => {
    const { userId, call } = await signInBuyer(app, 'unsure@example.com');
    await saveCard(call, fake, testCards.authenticates);
    const started = await call('POST', '/payment/stripe/checkout', {
      planId: standardId,
      idempotencyKey: newKey(),
    });
    const billId = started.body.data.bill._id;
    fake.completeAuthentication(present((await billById(billId)).providerRef), false);
    const confirmed = await call('POST', '/payment/stripe/confirm', { billId });
    expect(confirmed.status).toBe(402);
    expect(confirmed.body).toMatchObject({
      code: 'PAYMENT_FAILED',
      message: authenticationFailed,
    });
    expect(await billById(billId)).toMatchObject({
      status: 'failed',
      failureMessage: authenticationFailed,
    });
    expect(await membershipsOf(app, userId)).toEqual([]);
  });

  it('charges once for the same idempotency key, however often it comes', async () => {
    const { userId, call } = await signInBuyer(app, 'double@example.com');
    await saveCard(call, fake, testCards.succeeds);
    const order = { planId: standardId, idempotencyKey: newKey() };
    const answers = await Promise.all([
      call('POST', '/payment/stripe/checkout', order),
      call('POST', '/payment/stripe/checkout', order),
    ]);
    const later = await call('POST', '/payment/stripe/checkout', order);
    for (const answer of [...answers, later]) {
      expect(answer.status).toBe(200);
      expect(answer.body.data.status).toBe('completed');
    }
    const billIds = new Set([...answers, later].map((answer) => answer.body.data.bill._id));
    expect(billIds.size).toBe(1);
    expect(intentsOfBill([...billIds][0] ?? '')).toHaveLength(1);
    const rows = await membershipsOf(app, userId);
    expect(rows).toHaveLength(1);
    const row = present(rows[0]);
    expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(30 * dayMs);
  });

  it('asks for a card first, and charges only a card of the user', async () => {
    const { call } = await signInBuyer(app, 'nocard@example.com');
    const none = await call('POST', '/payment/stripe/checkout', {
      planId: standardId,
      idempotencyKey: newKey(),
    });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Add a card first.' });
    const owner = await signInBuyer(app, 'cardowner@example.com');
    const theirs = await saveCard(owner.call, fake, testCards.succeeds);
    await saveCard(call, fake, testCards.succeeds);
    const foreign = await call('POST', '/payment/stripe/checkout', {
      planId: standardId,
      idempotencyKey: newKey(),
      cardId: theirs,
    });
    expect(foreign.status).toBe(404);
    expect((await call('GET', '/payment/bills')).body.data).toEqual([]);
  });
});
