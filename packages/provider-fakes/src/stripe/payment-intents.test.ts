import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeFake } from './start-stripe-fake';
import { startStripeFake } from './start-stripe-fake';
import { stripeSdkFor } from './stripe-sdk-for';

let fake: StripeFake;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startStripeFake();
  stripe = stripeSdkFor(fake);
});
afterAll(() => fake.close());

/** A customer with one saved card of this number. */
async function customerWithCard(number: string) {
  const customer = await stripe.customers.create({ email: 'buyer@example.com' });
  const card = await stripe.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 4, exp_year: new Date().getFullYear() + 2, cvc: '314' },
  });
  await stripe.paymentMethods.attach(card.id, { customer: customer.id });
  return { customer: customer.id, card: card.id };
}

function charge(
  saved: { customer: string; card: string },
  extra: Partial<Stripe.PaymentIntentCreateParams> = {},
  options?: Stripe.RequestOptions,
) {
  return stripe.paymentIntents.create(
    {
      amount: 5900,
      currency: 'usd',
      customer: saved.customer,
      payment_method: saved.card,
      confirm: true,
      metadata: { billId: 'bill-1' },
      ...extra,
    },
    options,
  );
}

function eventsOf(intentId: string) {
  return fake
    .events()
    .filter((event) => JSON.stringify(event.data.object).includes(intentId))
    .map((event) => event.type);
}

describe('payment intents', () => {
  it('charges a good card at once and keeps the metadata', async () => {
    const intent = await charge(await customerWithCard('4242424242424242'), { off_session: true });
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount_received: 5900,
      metadata: { billId: 'bill-1' },
    });
    expect(intent.id).toMatch(/^pi_\w{24}$/);
    const paid = await stripe.charges.retrieve(String(intent.latest_charge));
    expect(paid).toMatchObject({
      paid: true,
      amount: 5900,
      payment_intent: intent.id,
      refunded: false,
    });
    expect(paid.id).toMatch(/^ch_/);
    expect(eventsOf(intent.id)).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);
  });

  it('throws a StripeCardError with the decline code for a declined card', async () => {
    const error = await charge(await customerWithCard('4000000000000002')).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const cardError = error as Stripe.errors.StripeCardError;
    expect(cardError).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const intent = await stripe.paymentIntents.retrieve(String(cardError.payment_intent?.id));
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error).toMatchObject({ code: 'card_declined' });
    expect(eventsOf(intent.id)).toEqual([
      'payment_intent.created',
      'charge.failed',
      'payment_intent.payment_failed',
    ]);
  });

  it('asks for 3-D Secure, then charges once the customer passes it', async () => {
    const intent = await charge(await customerWithCard('4000002760003184'));
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action?.type).toBe('use_stripe_sdk');
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(intent.latest_charge).toBeNull();

    expect(fake.completeAuthentication(intent.id, true).status).toBe('succeeded');
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after).toMatchObject({ status: 'succeeded', amount_received: 5900, next_action: null });
    expect(eventsOf(intent.id)).toEqual([
      'payment_intent.created',
      'payment_intent.requires_action',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);
  });

  it('leaves the intent waiting for another card when 3-D Secure fails', async () => {
    const intent = await charge(await customerWithCard('4000002760003184'));
    const failed = fake.completeAuthentication(intent.id, false);
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      latest_charge: null,
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
    expect(() => fake.completeAuthentication(intent.id, true)).toThrow(
      /status of requires_payment_method/,
    );
  });

  it('declines a 3-D Secure card off session with authentication_required', async () => {
    await expect(
      charge(await customerWithCard('4000002760003184'), { off_session: true }),
    ).rejects.toMatchObject({ type: 'StripeCardError', code: 'authentication_required' });
  });

  it('answers a retried request with the same key once, without a second intent', async () => {
    const saved = await customerWithCard('4242424242424242');
    const before = fake.events('payment_intent.created').length;
    const first = await charge(saved, {}, { idempotencyKey: 'checkout-attempt-1' });
    const again = await charge(saved, {}, { idempotencyKey: 'checkout-attempt-1' });
    expect(again.id).toBe(first.id);
    expect(fake.events('payment_intent.created').length).toBe(before + 1);
    expect(
      fake.events('charge.succeeded').filter((event) => JSON.stringify(event).includes(first.id)),
    ).toHaveLength(1);
    await expect(
      charge(saved, { amount: 9900 }, { idempotencyKey: 'checkout-attempt-1' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('replays a decline for the same key without a second charge attempt', async () => {
    const saved = await customerWithCard('4000000000000002');
    const failures = () => fake.events('charge.failed').length;
    const before = failures();
    const declinedIntent = () =>
      charge(saved, {}, { idempotencyKey: 'declined-1' }).then(
        () => 'charged',
        (error: Stripe.errors.StripeError) => error.payment_intent?.id,
      );
    const first = await declinedIntent();
    expect(first).toMatch(/^pi_/);
    expect(await declinedIntent()).toBe(first);
    expect(failures()).toBe(before + 1);
  });

  it('refuses to confirm an intent that already succeeded', async () => {
    const intent = await charge(await customerWithCard('4242424242424242'));
    await expect(stripe.paymentIntents.confirm(intent.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });
});

describe('refunds', () => {
  it('refunds a payment intent, marks the charge refunded and refuses a second refund', async () => {
    const intent = await charge(await customerWithCard('4242424242424242'));
    const refund = await stripe.refunds.create({ payment_intent: intent.id });
    expect(refund).toMatchObject({ status: 'succeeded', amount: 5900, payment_intent: intent.id });
    expect(refund.id).toMatch(/^re_/);
    const refunded = await stripe.charges.retrieve(String(intent.latest_charge));
    expect(refunded).toMatchObject({ refunded: true, amount_refunded: 5900 });
    expect(eventsOf(intent.id)).toContain('charge.refunded');
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });

  it('refuses to refund an intent that was never paid', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 5900, currency: 'usd' });
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });
});
