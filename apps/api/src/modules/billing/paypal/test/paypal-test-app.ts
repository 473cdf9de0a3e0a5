import {
  startPayPalFake,
  type PayPalFake,
  type PayPalFakeOptions,
} from '@postradar/provider-fakes';
import type { FastifyInstance } from 'fastify';
import type { Environment } from '../../../../config';
import { buildTestApp } from '../../../../test/build-test-app';
import { present } from '../../test/billing-fixtures';

/** Where the tests' web app lives: PayPal sends the buyer back under it. */
export const publicUrl = 'http://localhost:5173';

/** The settings that point the API at a fake PayPal account. */
export function paypalEnvironment(fake: PayPalFake): Environment {
  return {
    PAYPAL_CLIENT_ID: fake.clientId,
    PAYPAL_CLIENT_SECRET: fake.clientSecret,
    PAYPAL_WEBHOOK_ID: fake.webhookId,
    PAYPAL_API_URL: fake.url,
    PUBLIC_URL: publicUrl,
  };
}

/** The API configured for a fake PayPal (which posts no webhooks unless told where). */
export async function startPayPalTestApp(options: PayPalFakeOptions = {}) {
  const fake = await startPayPalFake({ port: 0, ...options });
  const app = await buildTestApp(paypalEnvironment(fake));
  return { fake, app };
}

/** The PayPal order id an approval link names. */
export function orderIdOf(redirect: string): string {
  return present(new URL(redirect).searchParams.get('token'));
}

/** Posts a webhook delivery to the API as PayPal would. */
export function deliver(
  app: FastifyInstance,
  delivery: { headers: Record<string, string>; body: string },
) {
  return app.inject({
    method: 'POST',
    url: '/payment/paypal/webhook',
    headers: delivery.headers,
    payload: delivery.body,
  });
}

/** What the buyer's browser is sent to when they press "Cancel and return" on PayPal's page. */
export async function cancelOnPayPal(redirect: string): Promise<string | null> {
  const page = new URL(redirect);
  const response = await fetch(`${page.origin}${page.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: orderIdOf(redirect), choice: 'cancel' }).toString(),
    redirect: 'manual',
  });
  return response.headers.get('location');
}

/** Staff refund a capture in full from the PayPal account (the merchant's REST call). */
export async function refundOnPayPal(fake: PayPalFake, captureId: string) {
  const credentials = Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64');
  const token = (await (
    await fetch(`${fake.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    })
  ).json()) as { access_token: string };
  const response = await fetch(`${fake.url}/v2/payments/captures/${captureId}/refund`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token.access_token}`,
      'content-type': 'application/json',
      'paypal-request-id': `refund:${captureId}`,
    },
    body: '{}',
  });
  if (response.status !== 201) throw new Error(`refund answered ${response.status}`);
}
