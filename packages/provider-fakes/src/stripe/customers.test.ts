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

const nextYear = new Date().getFullYear() + 1;

function createCard(number: string, expYear = nextYear) {
  return stripe.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: expYear, cvc: '123' },
    billing_details: { name: 'Lan Nguyen' },
  });
}

describe('customers and their cards', () => {
  it('creates a customer, attaches a card, lists it and makes it the default', async () => {
    const customer = await stripe.customers.create({
      email: 'lan@example.com',
      metadata: { userId: '7' },
    });
    expect(customer.id).toMatch(/^cus_\w+$/);
    const card = await createCard('4242424242424242');
    expect(card.id).toMatch(/^pm_\w{24}$/);
    expect(card.card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: nextYear,
    });
    expect(JSON.stringify(card)).not.toContain('4242424242424242');

    await stripe.paymentMethods.attach(card.id, { customer: customer.id });
    const listed = await stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(listed.data.map((method) => method.id)).toEqual([card.id]);

    await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: card.id },
    });
    const retrieved = await stripe.customers.retrieve(customer.id, {
      expand: ['invoice_settings.default_payment_method'],
    });
    expect(retrieved).toMatchObject({
      email: 'lan@example.com',
      metadata: { userId: '7' },
      invoice_settings: { default_payment_method: { id: card.id, customer: customer.id } },
    });
  });

  it('detaches a card, clears it as default and refuses to use it again', async () => {
    const customer = await stripe.customers.create({});
    const card = await createCard('5555555555554444');
    expect(card.card?.brand).toBe('mastercard');
    await stripe.paymentMethods.attach(card.id, { customer: customer.id });
    await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: card.id },
    });

    const detached = await stripe.paymentMethods.detach(card.id);
    expect(detached.customer).toBeNull();
    const after = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(after.invoice_settings.default_payment_method).toBeNull();
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toEqual([]);
    await expect(stripe.paymentMethods.attach(card.id, { customer: customer.id })).rejects.toThrow(
      /may not be used again/,
    );
  });

  it("refuses a default card that is not the customer's own", async () => {
    const customer = await stripe.customers.create({});
    const card = await createCard('4242424242424242');
    await expect(
      stripe.customers.update(customer.id, {
        invoice_settings: { default_payment_method: card.id },
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('rejects a card number failing the checksum and an expired card as Stripe does', async () => {
    const wrongNumber = await createCard('4242424242424241').catch((error: unknown) => error);
    expect(wrongNumber).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(wrongNumber).toMatchObject({
      code: 'invalid_number',
      message: 'Your card number is incorrect.',
    });
    await expect(createCard('4242424242424242', 2020)).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'invalid_expiry_year',
    });
  });

  it('answers an unknown object with 404 and an unknown key with an authentication error', async () => {
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
    const stranger = stripeSdkFor(fake, 'sk_test_someone_else');
    await expect(stranger.customers.create({})).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it('lets the publishable key create cards but nothing else', async () => {
    const browser = stripeSdkFor(fake, fake.publishableKey);
    const card = await browser.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 1, exp_year: nextYear, cvc: '123' },
    });
    expect(card.card?.last4).toBe('4242');
    await expect(browser.customers.create({})).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });
});
