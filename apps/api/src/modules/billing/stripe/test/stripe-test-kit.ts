import { memberships } from '@postradar/db';
import { startStripeFake, stripeSdkFor, type StripeFake } from '@postradar/provider-fakes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../../test/build-test-app';

export const webhookSecret = 'whsec_test_postradar';

/** Stripe's test card numbers. */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authenticates: '4000002760003184',
} as const;

/** The API configured for card payments against a fresh fake Stripe. */
export async function startStripeApp() {
  const fake = await startStripeFake({ port: 0 });
  const app = await buildTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.url,
  });
  const stop = async () => {
    await app.close();
    await fake.close();
  };
  return { fake, app, stripe: stripeSdkFor(fake), stop };
}

/** What Stripe.js does with the card field: a payment method made with the publishable key. */
export async function makeCard(fake: StripeFake, number: string): Promise<string> {
  const browser = stripeSdkFor(fake, fake.publishableKey);
  const method = await browser.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
  });
  return method.id;
}

/** Posts a signed Stripe delivery (as made by the fake) to the webhook. */
export function postDelivery(
  app: FastifyInstance,
  delivery: { payload: string; headers: Record<string, string> },
) {
  return app.inject({
    method: 'POST',
    url: '/payment/stripe/webhook',
    headers: delivery.headers,
    payload: delivery.payload,
  });
}

/** The user's membership rows. */
export function membershipsOf(app: FastifyInstance, userId: string) {
  return app.db.select().from(memberships).where(eq(memberships.userId, userId));
}

type Caller = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<{
  status: number;
  body: { data: { id: string } };
}>;

/** Saves a test card through the API, as the add-card form does: its payment method id. */
export async function saveCard(call: Caller, fake: StripeFake, number: string): Promise<string> {
  const token = await makeCard(fake, number);
  const { status, body } = await call('POST', '/payment/stripe/card', {
    token,
    form: { name: 'Test Buyer' },
  });
  if (status !== 200) throw new Error(`The card was not saved: ${JSON.stringify(body)}`);
  return body.data.id;
}
