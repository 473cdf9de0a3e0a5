import type { PayPalFake } from './start-paypal-fake';
import type { Link, Money } from './types';
import type { PayPalSignedDelivery } from './webhook-signature';

/** The parts of PayPal's answers the tests read. */
export interface CaptureJson {
  id: string;
  status: string;
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  supplementary_data?: { related_ids: { order_id: string } };
}
export interface OrderJson {
  id: string;
  status: string;
  links: Link[];
  purchase_units: { reference_id: string; amount: Money; payments?: { captures: CaptureJson[] } }[];
  payer?: { payer_id: string };
}
export interface ErrorJson {
  name: string;
  message: string;
  debug_id: string;
  details: { issue: string; description: string; field?: string }[];
}

export interface Answer<T> {
  status: number;
  body: T;
}

/** A create-order body as the product sends it: one unit, the PayPal wallet, where to come back. */
export function orderRequest(unit: Record<string, unknown> = {}) {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        amount: { currency_code: 'USD', value: '59.00' },
        custom_id: 'bill-1',
        invoice_id: `INV-${Math.random().toString(36).slice(2)}`,
        description: 'PostRadar Standard',
        ...unit,
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: 'https://app.example/checkout?paypal=return',
          cancel_url: 'https://app.example/checkout?paypal=cancel',
          brand_name: 'PostRadar',
          user_action: 'PAY_NOW',
        },
      },
    },
  };
}

/** POST /v1/oauth2/token as a PayPal REST client sends it. */
export function requestToken(url: string, clientId: string, clientSecret: string) {
  return fetch(`${url}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
}

/** A client of the fake that talks to it as the product talks to PayPal: fetch and a bearer token. */
export async function paypalClient(fake: PayPalFake) {
  const { access_token: token } = (await (
    await requestToken(fake.url, fake.clientId, fake.clientSecret)
  ).json()) as { access_token: string };

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await fetch(`${fake.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  return {
    token,
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>('POST', path, body, headers),
  };
}

export type PayPalClient = Awaited<ReturnType<typeof paypalClient>>;

export function linkOf(order: { links: Link[] }, rel: string): string {
  const link = order.links.find((candidate) => candidate.rel === rel);
  if (!link) throw new Error(`no ${rel} link`);
  return link.href;
}

/** The body of verify-webhook-signature for a delivery, as the merchant's listener builds it. */
export function verificationRequest(delivery: PayPalSignedDelivery, webhookId: string) {
  const { headers } = delivery;
  return {
    auth_algo: headers['paypal-auth-algo'],
    cert_url: headers['paypal-cert-url'],
    transmission_id: headers['paypal-transmission-id'],
    transmission_sig: headers['paypal-transmission-sig'],
    transmission_time: headers['paypal-transmission-time'],
    webhook_id: webhookId,
    webhook_event: JSON.parse(delivery.body) as unknown,
  };
}
