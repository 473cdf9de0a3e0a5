import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendQuery } from './approve-order';
import {
  linkOf,
  orderRequest,
  paypalClient,
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

async function newOrder(unit: Record<string, unknown> = {}): Promise<OrderJson> {
  return (await client.post<OrderJson>('/v2/checkout/orders', orderRequest(unit))).body;
}

/** Submits the page's form with the button of `testId`, as the browser does; returns the answer. */
async function press(page: string, testId: string): Promise<Response> {
  const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(page);
  const token = /name="token" value="([^"]+)"/.exec(form?.[2] ?? '')?.[1];
  const button = new RegExp(`name="choice" value="(\\w+)" data-testid="${testId}"`).exec(page);
  if (!form?.[1] || !token || !button?.[1]) throw new Error(`no ${testId} button`);
  return fetch(new URL(form[1], fake.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, choice: button[1] }),
    redirect: 'manual',
  });
}

async function openPage(order: OrderJson): Promise<string> {
  const response = await fetch(linkOf(order, 'payer-action'));
  expect(response.status).toBe(200);
  return response.text();
}

describe('PayPal fake approval page', () => {
  it('shows the amount on a page marked as the fake, with the three choices', async () => {
    const page = await openPage(await newOrder());
    expect(page).toContain('PayPal sandbox (fake)');
    expect(page).toContain('59.00 USD');
    expect(page).toContain('PostRadar');
    for (const testId of ['fake-paypal-approve', 'fake-paypal-cancel', 'fake-paypal-decline']) {
      expect(page).toContain(`data-testid="${testId}"`);
    }
    expect(page).toMatch(/>Approve payment</);
    expect(page).toMatch(/>Cancel and return</);
    expect(page).toMatch(/>Approve with a declined funding source</);
  });

  it('approves and sends the payer back to return_url with token and PayerID', async () => {
    const order = await newOrder();
    const response = await press(await openPage(order), 'fake-paypal-approve');
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('https://app.example/checkout');
    expect(back.searchParams.get('paypal')).toBe('return');
    expect(back.searchParams.get('token')).toBe(order.id);
    expect(back.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);

    const captured = await client.post<OrderJson>(`/v2/checkout/orders/${order.id}/capture`);
    expect(captured.body.status).toBe('COMPLETED');
    expect(captured.body.payer?.payer_id).toBe(back.searchParams.get('PayerID'));
  });

  it('cancels back to cancel_url with the token, leaving the order unpaid', async () => {
    const order = await newOrder();
    const response = await press(await openPage(order), 'fake-paypal-cancel');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `https://app.example/checkout?paypal=cancel&token=${order.id}`,
    );
    const shown = await client.get<OrderJson>(`/v2/checkout/orders/${order.id}`);
    expect(shown.body.status).toBe('PAYER_ACTION_REQUIRED');
  });

  it('approves with a declined funding source that capture then refuses', async () => {
    const order = await newOrder();
    const response = await press(await openPage(order), 'fake-paypal-decline');
    expect(response.status).toBe(303);
    const { status, body } = await client.post<ErrorJson>(
      `/v2/checkout/orders/${order.id}/capture`,
    );
    expect(status).toBe(422);
    expect(body.details[0]?.issue).toBe('INSTRUMENT_DECLINED');
  });

  it('escapes what the merchant wrote and refuses an unknown or paid order', async () => {
    const order = await newOrder({ description: '<script>alert(1)</script>' });
    expect(await openPage(order)).toContain('&lt;script&gt;');

    expect((await fetch(`${fake.url}/checkoutnow?token=NOSUCHORDER`)).status).toBe(404);
    fake.approve(order.id);
    await client.post(`/v2/checkout/orders/${order.id}/capture`);
    const paid = await fetch(linkOf(order, 'payer-action'));
    expect(paid.status).toBe(409);
    expect(await paid.text()).toContain('already been paid');
  });
});

describe('appendQuery', () => {
  it.each([
    ['https://shop.example/back', 'https://shop.example/back?token=T'],
    ['https://shop.example/back?a=1', 'https://shop.example/back?a=1&token=T'],
    ['https://shop.example/back?', 'https://shop.example/back?token=T'],
    ['https://shop.example/back?a=1#top', 'https://shop.example/back?a=1&token=T#top'],
  ])('adds the token to %s', (url, expected) => {
    expect(appendQuery(url, { token: 'T' })).toBe(expected);
  });
});
