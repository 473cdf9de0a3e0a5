import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderRequest,
  paypalClient,
  type CaptureJson,
  type ErrorJson,
  type OrderJson,
  type PayPalClient,
} from './paypal-test-client';
import { startPayPalFake, type PayPalFake } from './start-paypal-fake';

let fake: PayPalFake;
let client: PayPalClient;
beforeAll(async () => {
  fake = await startPayPalFake();
  client = await paypalClient(fake);
});
afterAll(() => fake.close());

/** A captured payment of 59.00 USD. */
async function capturedPayment(): Promise<CaptureJson> {
  const { body: order } = await client.post<OrderJson>('/v2/checkout/orders', orderRequest());
  fake.approve(order.id);
  const { body } = await client.post<OrderJson>(`/v2/checkout/orders/${order.id}/capture`);
  const capture = body.purchase_units[0]?.payments?.captures[0];
  if (!capture) throw new Error('no capture');
  return capture;
}

function refund(captureId: string, body?: unknown, headers?: Record<string, string>) {
  return client.post<{ id: string; status: string } & ErrorJson>(
    `/v2/payments/captures/${captureId}/refund`,
    body,
    headers,
  );
}

describe('PayPal fake refunds', () => {
  it('shows a capture with the order it belongs to', async () => {
    const captured = await capturedPayment();
    const { status, body } = await client.get<CaptureJson>(`/v2/payments/captures/${captured.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: captured.id, status: 'COMPLETED', custom_id: 'bill-1' });
    expect(body.supplementary_data?.related_ids.order_id).toEqual(expect.any(String));
  });

  it('refunds the whole capture, once', async () => {
    const captured = await capturedPayment();
    const { status, body } = await refund(captured.id);
    expect(status).toBe(201);
    expect(body).toMatchObject({ id: expect.any(String), status: 'COMPLETED' });
    const shown = await client.get<CaptureJson>(`/v2/payments/captures/${captured.id}`);
    expect(shown.body.status).toBe('REFUNDED');
    expect(fake.events().at(-1)).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource_type: 'refund',
      resource: { id: body.id, amount: { currency_code: 'USD', value: '59.00' } },
    });

    const again = await refund(captured.id);
    expect(again.status).toBe(422);
    expect(again.body.details[0]?.issue).toBe('CAPTURE_FULLY_REFUNDED');
  });

  it('refunds part by part, never more than was captured', async () => {
    const captured = await capturedPayment();
    const part = { amount: { currency_code: 'USD', value: '20.00' } };
    expect((await refund(captured.id, part)).status).toBe(201);
    const partly = await client.get<CaptureJson>(`/v2/payments/captures/${captured.id}`);
    expect(partly.body.status).toBe('PARTIALLY_REFUNDED');

    const tooMuch = await refund(captured.id, { amount: { currency_code: 'USD', value: '39.01' } });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.details[0]?.issue).toBe('REFUND_AMOUNT_EXCEEDED');

    const rest = await client.post<{ amount: { value: string } }>(
      `/v2/payments/captures/${captured.id}/refund`,
      undefined,
      { Prefer: 'return=representation' },
    );
    expect(rest.body.amount.value).toBe('39.00');
  });

  it('refunds once for a retried request with the same PayPal-Request-Id', async () => {
    const captured = await capturedPayment();
    const part = { amount: { currency_code: 'USD', value: '10.00' } };
    const key = { 'PayPal-Request-Id': `refund-${captured.id}` };
    const first = await refund(captured.id, part, key);
    const retried = await refund(captured.id, part, key);
    expect(retried.body.id).toBe(first.body.id);
    const shown = await client.get<CaptureJson>(`/v2/payments/captures/${captured.id}`);
    expect(shown.body.status).toBe('PARTIALLY_REFUNDED');
    const refunds = fake
      .events()
      .filter((event) => event.event_type === 'PAYMENT.CAPTURE.REFUNDED');
    expect(refunds.filter((event) => event.resource.id === first.body.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown capture', async () => {
    expect((await refund('NOSUCHCAPTURE')).status).toBe(404);
  });
});
