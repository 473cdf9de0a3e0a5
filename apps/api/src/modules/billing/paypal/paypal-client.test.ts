import { startPayPalFake, type PayPalFake } from '@postradar/provider-fakes';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPayPalClient, PayPalApiError, PayPalUnavailableError } from './paypal-client';

const order = (invoiceId: string) => ({
  intent: 'CAPTURE',
  purchase_units: [
    {
      amount: { currency_code: 'USD', value: '59.00' },
      custom_id: 'bill',
      invoice_id: invoiceId,
    },
  ],
});

describe('the PayPal client', () => {
  let fake: PayPalFake;
  const config = () => ({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    webhookId: fake.webhookId,
    apiUrl: fake.url,
  });

  beforeAll(async () => {
    fake = await startPayPalFake({ port: 0 });
  });
  afterAll(() => fake.close());
  afterEach(() => vi.restoreAllMocks());

  it('asks for one token for calls made at once, and keeps it for the next ones', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const client = createPayPalClient(config());
    const created = await client.createOrder(order('INV-TOKEN'), 'token-test');
    await Promise.all([client.getOrder(created.id), client.getOrder(created.id)]);
    await client.getOrder(created.id);
    const tokenCalls = fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/oauth2/token'));
    expect(tokenCalls).toHaveLength(1);
  });

  it('sends each POST with its PayPal-Request-Id, so that a repeat gets the same order', async () => {
    const client = createPayPalClient(config());
    const first = await client.createOrder(order('INV-REPEAT'), 'bill:repeat');
    const again = await client.createOrder(order('INV-REPEAT'), 'bill:repeat');
    const other = await client.createOrder(order('INV-OTHER'), 'bill:other');
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it("turns PayPal's error answer into an error carrying the issue", async () => {
    const client = createPayPalClient(config());
    const created = await client.createOrder(order('INV-ERROR'), 'bill:error');
    const early = await client
      .captureOrder(created.id, 'capture:error')
      .catch((error: unknown) => error);
    expect(early).toBeInstanceOf(PayPalApiError);
    expect(early).toMatchObject({ httpStatus: 422, issue: 'ORDER_NOT_APPROVED' });
    const unknown = await client.getOrder('NOSUCHORDER').catch((error: unknown) => error);
    expect(unknown).toMatchObject({ httpStatus: 404, issue: 'INVALID_RESOURCE_ID' });
  });

  it('refuses wrong credentials with the answer of the token call', async () => {
    const client = createPayPalClient({ ...config(), clientSecret: 'wrong' });
    await expect(client.getOrder('ANY')).rejects.toMatchObject({ httpStatus: 401 });
  });

  it('verifies a genuine delivery and refuses a tampered one', async () => {
    const client = createPayPalClient(config());
    const event = { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'X' } };
    const verify = ({ headers, body }: { headers: Record<string, string>; body: string }) =>
      client.verifyWebhookSignature(
        fake.webhookId,
        {
          authAlgo: String(headers['paypal-auth-algo']),
          certUrl: String(headers['paypal-cert-url']),
          transmissionId: String(headers['paypal-transmission-id']),
          transmissionSig: String(headers['paypal-transmission-sig']),
          transmissionTime: String(headers['paypal-transmission-time']),
        },
        body,
      );
    expect(await verify(fake.signedDelivery(event))).toBe(true);
    expect(await verify(fake.signedDelivery(event, { tamper: 'body' }))).toBe(false);
    expect(await verify(fake.signedDelivery(event, { tamper: 'signature' }))).toBe(false);
  });
});

describe('a PayPal that does not answer', () => {
  let silent: Server;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // Accepts connections and never answers.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('gives up after the timeout, as unreachable', async () => {
    const client = createPayPalClient(
      { clientId: 'id', clientSecret: 'secret', webhookId: null, apiUrl: url },
      50,
    );
    await expect(client.getOrder('ANY')).rejects.toBeInstanceOf(PayPalUnavailableError);
  });
});
