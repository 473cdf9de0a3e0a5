import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { approveOrder } from './approve-order';
import { createFakeState, type FakeConfig } from './fake-state';
import { sendReply } from './http-io';
import { debugId } from './ids';
import { routeRequest } from './route-request';
import type { PayPalWebhookEvent } from './types';
import { createWebhookSender, type PayPalDeliveryResult } from './webhook-sender';
import { signDelivery, type DeliveryOptions, type PayPalSignedDelivery } from './webhook-signature';

export interface PayPalFakeOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** The id PayPal gave the merchant's webhook; verify-webhook-signature checks it. */
  webhookId?: string;
  /** Where each event is POSTed, signed, as PayPal delivers webhooks; none when absent. */
  webhookUrl?: string;
}

export interface PayPalFake {
  /** The base URL to configure as PayPal's API (and where its approval page lives). */
  url: string;
  host: string;
  port: number;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  close(): Promise<void>;
  /**
   * Approves an order as the sandbox buyer would on the approval page (`declined`: with a funding
   * source that capture will refuse); returns where PayPal sends the payer (return_url with
   * token and PayerID), undefined when the order has no return_url.
   */
  approve(orderId: string, options?: { declined?: boolean }): string | undefined;
  /** Every webhook event recorded so far, oldest first. */
  events(): PayPalWebhookEvent[];
  /** A webhook POST of any event, signed as the fake signs, or tampered with. */
  signedDelivery(event: object, options?: DeliveryOptions): PayPalSignedDelivery;
  /** Waits for webhook deliveries under way and lists how each went. */
  webhookDeliveries(): Promise<PayPalDeliveryResult[]>;
}

/** The host part of a URL: IPv6 in brackets, a wildcard address as loopback. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Starts a local stand-in for PayPal's REST API (OAuth, Orders v2, captures and refunds, webhook
 * verification) and its checkout page, answering as PayPal documents it. Test support only.
 */
export async function startPayPalFake(options: PayPalFakeOptions = {}): Promise<PayPalFake> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const config: FakeConfig = {
    url: `http://${urlHost(host)}:${port}`,
    clientId: options.clientId ?? 'fake-paypal-client-id',
    clientSecret: options.clientSecret ?? 'fake-paypal-client-secret',
    webhookId: options.webhookId ?? 'WH-FAKE-PAYPAL-WEBHOOK',
    signingSecret: randomBytes(32),
  };
  const sender = createWebhookSender(options.webhookUrl, (event) => signDelivery(config, event));
  const fake = createFakeState(config, (event) => sender.send(event));
  server.on('request', (request, response) => {
    routeRequest(fake, request).then(
      (reply) => sendReply(response, reply),
      (error: unknown) => {
        console.error('PayPal fake failed to answer', error);
        sendReply(response, {
          kind: 'json',
          status: 500,
          body: {
            name: 'INTERNAL_SERVER_ERROR',
            message: 'An internal server error has occurred.',
            debug_id: debugId(),
          },
        });
      },
    );
  });

  return {
    url: config.url,
    host,
    port,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    webhookId: config.webhookId,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await sender.delivered();
    },
    approve: (orderId, approval) => approveOrder(fake, orderId, approval),
    events: () => [...fake.events],
    signedDelivery: (event, delivery) => signDelivery(config, event, delivery),
    webhookDeliveries: () => sender.delivered(),
  };
}
