import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderRequest,
  paypalClient,
  verificationRequest,
  type OrderJson,
  type PayPalClient,
} from './paypal-test-client';
import { startPayPalFake, type PayPalFake } from './start-paypal-fake';
import type { PayPalWebhookEvent } from './types';
import type { PayPalSignedDelivery } from './webhook-signature';

/** The merchant's webhook listener: keeps each POST it receives. */
async function startListener() {
  const received: PayPalSignedDelivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: textHeaders(request.headers),
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/paypal`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function textHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
}

let listener: Awaited<ReturnType<typeof startListener>>;
let fake: PayPalFake;
let client: PayPalClient;
beforeAll(async () => {
  listener = await startListener();
  fake = await startPayPalFake({ webhookId: 'WH-MERCHANT-1', webhookUrl: listener.url });
  client = await paypalClient(fake);
});
afterAll(async () => {
  await fake.close();
  await listener.close();
});

async function verify(body: unknown) {
  return client.post<{ verification_status: string }>(
    '/v1/notifications/verify-webhook-signature',
    body,
  );
}

/** Pays and refunds one order: approval, capture and refund events. */
async function payAndRefund(): Promise<OrderJson> {
  const { body: order } = await client.post<OrderJson>('/v2/checkout/orders', orderRequest());
  fake.approve(order.id);
  const { body } = await client.post<OrderJson>(`/v2/checkout/orders/${order.id}/capture`);
  const captureId = body.purchase_units[0]?.payments?.captures[0]?.id ?? '';
  await client.post(`/v2/payments/captures/${captureId}/refund`);
  return order;
}

describe('PayPal fake webhooks', () => {
  it('records each state change as a PayPal webhook event', async () => {
    const before = fake.events().length;
    const order = await payAndRefund();
    const events = fake.events().slice(before);
    expect(events.map((event) => [event.event_type, event.resource_type])).toEqual([
      ['CHECKOUT.ORDER.APPROVED', 'checkout-order'],
      ['PAYMENT.CAPTURE.COMPLETED', 'capture'],
      ['PAYMENT.CAPTURE.REFUNDED', 'refund'],
    ]);
    for (const event of events) {
      expect(event).toMatchObject({
        id: expect.stringMatching(/^WH-/),
        create_time: expect.any(String),
        summary: expect.any(String),
      });
    }
    expect(events[0]?.resource).toMatchObject({ id: order.id, status: 'APPROVED' });
    expect(events[1]?.resource).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '59.00' },
      custom_id: 'bill-1',
      supplementary_data: { related_ids: { order_id: order.id } },
    });

    const shown = await client.get<PayPalWebhookEvent>(
      `/v1/notifications/webhooks-events/${events[0]?.id}`,
    );
    expect(shown.body).toEqual(events[0]);
  });

  it('posts each event to the webhook, signed so that verification succeeds', async () => {
    const before = fake.events().length;
    await payAndRefund();
    const eventIds = fake
      .events()
      .slice(before)
      .map((event) => event.id);
    const results = await fake.webhookDeliveries();
    expect(results.every((result) => result.status === 200)).toBe(true);
    const deliveries = listener.received.filter((delivery) =>
      eventIds.includes((JSON.parse(delivery.body) as PayPalWebhookEvent).id),
    );
    expect(deliveries).toHaveLength(3);
    for (const delivery of deliveries) {
      expect(delivery.headers).toMatchObject({
        'paypal-transmission-id': expect.any(String),
        'paypal-transmission-time': expect.any(String),
        'paypal-transmission-sig': expect.any(String),
        'paypal-cert-url': expect.stringContaining(fake.url),
        'paypal-auth-algo': 'SHA256withRSA',
      });
      const { body } = await verify(verificationRequest(delivery, 'WH-MERCHANT-1'));
      expect(body.verification_status).toBe('SUCCESS');
    }
  });

  it('fails verification for a tampered body, signature or another webhook', async () => {
    const event = fake.events()[0];
    if (!event) throw new Error('no event recorded');
    const genuine = fake.signedDelivery(event);
    expect((await verify(verificationRequest(genuine, 'WH-MERCHANT-1'))).body).toEqual({
      verification_status: 'SUCCESS',
    });
    for (const tamper of ['body', 'signature'] as const) {
      const spoiled = fake.signedDelivery(event, { tamper });
      const { body } = await verify(verificationRequest(spoiled, 'WH-MERCHANT-1'));
      expect(body.verification_status).toBe('FAILURE');
    }
    const elsewhere = await verify(verificationRequest(genuine, 'WH-SOMEONE-ELSE'));
    expect(elsewhere.body.verification_status).toBe('FAILURE');

    const edited = verificationRequest(genuine, 'WH-MERCHANT-1');
    const forged = {
      ...edited,
      webhook_event: { ...event, summary: 'Payment completed for $ 1000' },
    };
    expect((await verify(forged)).body.verification_status).toBe('FAILURE');
  });

  it('refuses a verification request with missing fields', async () => {
    const { status, body } = await client.post<{ name: string; details: { field: string }[] }>(
      '/v1/notifications/verify-webhook-signature',
      { auth_algo: 'SHA256withRSA' },
    );
    expect(status).toBe(400);
    expect(body.name).toBe('VALIDATION_ERROR');
    expect(body.details.map((detail) => detail.field)).toContain('transmission_sig');
  });
});
