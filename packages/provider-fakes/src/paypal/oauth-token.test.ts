import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paypalClient, requestToken } from './paypal-test-client';
import { startPayPalFake, type PayPalFake } from './start-paypal-fake';

let fake: PayPalFake;
beforeAll(async () => {
  fake = await startPayPalFake({ clientId: 'app-id', clientSecret: 'app-secret' });
});
afterAll(() => fake.close());

describe('PayPal fake OAuth', () => {
  it('issues a bearer token for the app credentials', async () => {
    const response = await requestToken(fake.url, 'app-id', 'app-secret');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 32400 });
    expect(body.access_token).toEqual(expect.any(String));
  });

  it('refuses wrong credentials with invalid_client', async () => {
    const response = await requestToken(fake.url, 'app-id', 'not-the-secret');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('refuses another grant type', async () => {
    const response = await fetch(`${fake.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('app-id:app-secret').toString('base64')}` },
      body: 'grant_type=password',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('answers the REST calls only with a token it issued', async () => {
    const missing = await fetch(`${fake.url}/v2/checkout/orders/ANY`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ name: 'AUTHENTICATION_FAILURE' });

    const forged = await fetch(`${fake.url}/v2/checkout/orders/ANY`, {
      headers: { authorization: 'Bearer A21AAforged' },
    });
    expect(forged.status).toBe(401);

    const client = await paypalClient(fake);
    expect((await client.get('/v2/checkout/orders/ANY')).status).toBe(404);
  });
});
