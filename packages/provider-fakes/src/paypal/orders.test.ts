import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  linkOf,
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

async function createOrder(body: unknown = orderRequest(), headers?: Record<string, string>) {
  return client.post<OrderJson>('/v2/checkout/orders', body, headers);
}

function capture(orderId: string, headers?: Record<string, string>) {
  return client.post<OrderJson & ErrorJson>(`/v2/checkout/orders/${orderId}/capture`, {}, headers);
}

/** The PAYMENT.CAPTURE.COMPLETED events of one order. */
function completedCaptureEvents(orderId: string) {
  return fake.events().filter((event) => {
    const related = event.resource.supplementary_data as CaptureJson['supplementary_data'];
    return (
      event.event_type === 'PAYMENT.CAPTURE.COMPLETED' && related?.related_ids.order_id === orderId
    );
  });
}

describe('PayPal fake orders', () => {
  it('creates an order waiting for the payer, with the payer-action link to its approval page', async () => {
    const { status, body } = await createOrder();
    expect(status).toBe(201);
    expect(body.status).toBe('PAYER_ACTION_REQUIRED');
    expect(linkOf(body, 'payer-action')).toBe(`${fake.url}/checkoutnow?token=${body.id}`);
  });

  it('answers CREATED with an approve link for the older application_context', async () => {
    const { payment_source: paymentSource, ...request } = orderRequest();
    const experience = paymentSource.paypal.experience_context;
    const { status, body } = await createOrder({ ...request, application_context: experience });
    expect(status).toBe(201);
    expect(body.status).toBe('CREATED');
    expect(linkOf(body, 'approve')).toBe(`${fake.url}/checkoutnow?token=${body.id}`);
  });

  it('returns the same order for the same PayPal-Request-Id', async () => {
    const first = await createOrder(orderRequest(), { 'PayPal-Request-Id': 'attempt-1' });
    const again = await createOrder(orderRequest(), { 'PayPal-Request-Id': 'attempt-1' });
    const other = await createOrder(orderRequest(), { 'PayPal-Request-Id': 'attempt-2' });
    expect(again.body.id).toBe(first.body.id);
    expect(again.body).toEqual(first.body);
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('shows the full order, echoing the purchase unit', async () => {
    const { body: created } = await createOrder(orderRequest({ invoice_id: 'INV-show' }));
    const { status, body } = await client.get<OrderJson>(`/v2/checkout/orders/${created.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: created.id,
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      purchase_units: [
        {
          reference_id: 'default',
          amount: { currency_code: 'USD', value: '59.00' },
          custom_id: 'bill-1',
          invoice_id: 'INV-show',
          description: 'PostRadar Standard',
        },
      ],
    });
  });

  it('answers 404 RESOURCE_NOT_FOUND for an unknown order', async () => {
    const { status, body } = await client.get<ErrorJson>('/v2/checkout/orders/NOSUCHORDER');
    expect(status).toBe(404);
    expect(body.name).toBe('RESOURCE_NOT_FOUND');
    expect(body.details[0]?.issue).toBe('INVALID_RESOURCE_ID');
  });

  it('refuses a malformed request with PayPal 400 shape', async () => {
    const { status, body } = await client.post<ErrorJson>('/v2/checkout/orders', {
      intent: 'CAPTURE',
      purchase_units: [{ amount: { value: '59.00' } }],
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ name: 'INVALID_REQUEST', debug_id: expect.any(String) });
    expect(body.details).toEqual([
      expect.objectContaining({
        issue: 'MISSING_REQUIRED_PARAMETER',
        field: '/purchase_units/0/amount/currency_code',
        description: expect.any(String),
      }),
    ]);
  });

  it.each([
    [{ amount: { currency_code: 'USD', value: '0.00' } }, 'CANNOT_BE_ZERO_OR_NEGATIVE'],
    [{ amount: { currency_code: 'USD', value: '59.001' } }, 'DECIMAL_PRECISION'],
    [{ amount: { currency_code: 'VND', value: '1500000' } }, 'CURRENCY_NOT_SUPPORTED'],
    [
      {
        amount: {
          currency_code: 'USD',
          value: '50.00',
          breakdown: {
            item_total: { currency_code: 'USD', value: '59.00' },
            discount: { currency_code: 'USD', value: '5.90' },
          },
        },
      },
      'AMOUNT_MISMATCH',
    ],
  ])('refuses a unit breaking a business rule with 422 %#', async (unit, issue) => {
    const { status, body } = await client.post<ErrorJson>(
      '/v2/checkout/orders',
      orderRequest(unit),
    );
    expect(status).toBe(422);
    expect(body.name).toBe('UNPROCESSABLE_ENTITY');
    expect(body.details.map((detail) => detail.issue)).toEqual([issue]);
  });

  it('accepts a discount that adds up', async () => {
    const unit = {
      amount: {
        currency_code: 'USD',
        value: '53.10',
        breakdown: {
          item_total: { currency_code: 'USD', value: '59.00' },
          discount: { currency_code: 'USD', value: '5.90' },
        },
      },
    };
    expect((await createOrder(orderRequest(unit))).status).toBe(201);
  });
});

describe('PayPal fake capture', () => {
  it('refuses to capture an order the payer has not approved', async () => {
    const { body: order } = await createOrder();
    const { status, body } = await capture(order.id);
    expect(status).toBe(422);
    expect(body.details[0]?.issue).toBe('ORDER_NOT_APPROVED');
  });

  it('captures an approved order once', async () => {
    const request = orderRequest({ custom_id: 'bill-42', invoice_id: 'INV-42' });
    const { body: order } = await createOrder(request);
    expect(fake.approve(order.id)).toMatch(
      new RegExp(`^https://app\\.example/checkout\\?paypal=return&token=${order.id}&PayerID=\\w+$`),
    );
    const approved = await client.get<OrderJson>(`/v2/checkout/orders/${order.id}`);
    expect(approved.body.status).toBe('APPROVED');
    expect(linkOf(approved.body, 'capture')).toBe(
      `${fake.url}/v2/checkout/orders/${order.id}/capture`,
    );

    const { status, body } = await capture(order.id);
    expect(status).toBe(201);
    expect(body.status).toBe('COMPLETED');
    expect(body.purchase_units[0]?.payments?.captures).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '59.00' },
        custom_id: 'bill-42',
        invoice_id: 'INV-42',
      }),
    ]);

    const twice = await capture(order.id);
    expect(twice.status).toBe(422);
    expect(twice.body.details[0]?.issue).toBe('ORDER_ALREADY_CAPTURED');
  });

  it('answers a retried capture with the same PayPal-Request-Id with the first answer', async () => {
    const { body: order } = await createOrder();
    fake.approve(order.id);
    const first = await capture(order.id, { 'PayPal-Request-Id': `capture-${order.id}` });
    const retried = await capture(order.id, { 'PayPal-Request-Id': `capture-${order.id}` });
    expect(first.status).toBe(201);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(first.body);
    expect(completedCaptureEvents(order.id)).toHaveLength(1);
  });

  it('refuses a declined funding source, and captures once the payer approves with another', async () => {
    const { body: order } = await createOrder();
    fake.approve(order.id, { declined: true });
    const declined = await capture(order.id);
    expect(declined.status).toBe(422);
    expect(declined.body.details[0]?.issue).toBe('INSTRUMENT_DECLINED');
    expect(fake.events().at(-1)).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.DENIED',
      resource: { status: 'DECLINED', supplementary_data: { related_ids: { order_id: order.id } } },
    });
    expect((await client.get<OrderJson>(`/v2/checkout/orders/${order.id}`)).body.status).toBe(
      'APPROVED',
    );

    fake.approve(order.id);
    const { status, body } = await capture(order.id);
    expect(status).toBe(201);
    expect(body.purchase_units[0]?.payments?.captures).toHaveLength(1);
  });

  it('refuses to take money twice under one invoice_id', async () => {
    const { body: first } = await createOrder(orderRequest({ invoice_id: 'INV-once' }));
    const { body: second } = await createOrder(orderRequest({ invoice_id: 'INV-once' }));
    fake.approve(first.id);
    fake.approve(second.id);
    expect((await capture(first.id)).status).toBe(201);
    const { status, body } = await capture(second.id);
    expect(status).toBe(422);
    expect(body.details[0]?.issue).toBe('DUPLICATE_INVOICE_ID');
  });

  it('refuses to approve an order already paid', async () => {
    const { body: order } = await createOrder();
    fake.approve(order.id);
    await capture(order.id);
    expect(() => fake.approve(order.id)).toThrow(/already been paid/);
  });
});
