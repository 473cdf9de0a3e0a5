import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeFake } from './start-stripe-fake';
import { startStripeFake } from './start-stripe-fake';
import { stripeSdkFor } from './stripe-sdk-for';

const secret = 'whsec_test_secret';

/** A webhook endpoint that keeps the raw body and signature of every post. */
async function startEndpoint() {
  const received: { payload: string; signature: string }[] = [];
  const server = createServer((request, response) => {
    let payload = '';
    request.on('data', (chunk: Buffer) => (payload += chunk.toString()));
    request.on('end', () => {
      received.push({ payload, signature: String(request.headers['stripe-signature']) });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/stripe`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let fake: StripeFake;
let stripe: Stripe;
let endpoint: Awaited<ReturnType<typeof startEndpoint>>;

beforeAll(async () => {
  endpoint = await startEndpoint();
  fake = await startStripeFake({ webhook: { url: endpoint.url, secret } });
  stripe = stripeSdkFor(fake);
});
afterAll(async () => {
  await fake.close();
  await endpoint.close();
});

async function paidIntent() {
  const card = await stripe.paymentMethods.create({
    type: 'card',
    card: { number: '4242424242424242', exp_month: 1, exp_year: new Date().getFullYear() + 1 },
  });
  return stripe.paymentIntents.create({
    amount: 9900,
    currency: 'usd',
    payment_method: card.id,
    confirm: true,
    metadata: { billId: 'bill-9' },
  });
}

describe('events', () => {
  it('records each change as an event the API serves by id and by type', async () => {
    const intent = await paidIntent();
    const [succeeded] = fake.events('payment_intent.succeeded');
    expect(succeeded?.data.object).toMatchObject({ id: intent.id, metadata: { billId: 'bill-9' } });

    const retrieved = await stripe.events.retrieve(String(succeeded?.id));
    expect(retrieved).toMatchObject({ id: succeeded?.id, type: 'payment_intent.succeeded' });
    expect(retrieved.id).toMatch(/^evt_/);
    const listed = await stripe.events.list({ type: 'payment_intent.succeeded' });
    expect(listed.data.map((event) => event.id)).toEqual([succeeded?.id]);
  });
});

describe('webhooks', () => {
  it('posts every event, signed so that constructEvent accepts it', async () => {
    const intent = await paidIntent();
    await fake.settleWebhooks();
    const types = endpoint.received.map(({ payload, signature }) => {
      const event = stripe.webhooks.constructEvent(payload, signature, secret);
      return event.type;
    });
    expect(types).toEqual(fake.events().map((event) => event.type));
    expect(types).toContain('payment_intent.succeeded');
    expect(fake.webhookDeliveries().every((delivery) => delivery.status === 200)).toBe(true);
    expect(endpoint.received.some(({ payload }) => payload.includes(intent.id))).toBe(true);
  });

  it('builds deliveries that fail verification when tampered with, stale or signed otherwise', () => {
    const [event] = fake.events();
    const good = fake.signedDelivery(event ?? {}, { secret });
    expect(stripe.webhooks.constructEvent(good.payload, good.signature, secret).id).toBe(event?.id);

    const tampered = good.payload.replace('"livemode": false', '"livemode": true');
    expect(tampered).not.toBe(good.payload);
    expect(() => stripe.webhooks.constructEvent(tampered, good.signature, secret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const stale = fake.signedDelivery(event ?? {}, { secret, timestamp: Date.now() / 1000 - 3600 });
    expect(() => stripe.webhooks.constructEvent(stale.payload, stale.signature, secret)).toThrow(
      /tolerance/,
    );
    const otherSecret = fake.signedDelivery(event ?? {}, { secret: 'whsec_other' });
    expect(() =>
      stripe.webhooks.constructEvent(otherSecret.payload, otherSecret.signature, secret),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('stops posting when delivery is turned off', async () => {
    fake.deliverWebhooks(null);
    await fake.settleWebhooks();
    const before = endpoint.received.length;
    await paidIntent();
    await fake.settleWebhooks();
    expect(endpoint.received.length).toBe(before);
    fake.deliverWebhooks({ url: endpoint.url, secret });
  });
});
