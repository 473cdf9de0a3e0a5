import type { AddressInfo } from 'node:net';
import { FakeState } from './fake-state';
import type { ApiDependencies } from './handle-api-request';
import { createStripeServer } from './http-server';
import { IdempotencyStore } from './idempotency';
import { completeAuthentication } from './payment-intents';
import type { PaymentIntent, StripeEvent } from './stripe-objects';
import type { SignedDelivery, WebhookDelivery, WebhookTarget } from './webhooks';
import { signedDelivery, WebhookSender } from './webhooks';

export interface StripeFakeOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  host?: string;
  secretKey?: string;
  publishableKey?: string;
  /** Posts every event, signed, to this endpoint as it happens. */
  webhook?: WebhookTarget;
}

export interface StripeFake {
  /** The API's base address (`http://host:port`); give the SDK `{ host, port, protocol: 'http' }`. */
  url: string;
  host: string;
  port: number;
  /** The fake Stripe.js (`<script src>`), which calls this fake with the publishable key. */
  scriptUrl: string;
  secretKey: string;
  publishableKey: string;
  close(): Promise<void>;
  /** What the 3-D Secure page does: the customer passes (the charge goes through) or fails. */
  completeAuthentication(paymentIntentId: string, succeed: boolean): PaymentIntent;
  /** Every event so far, oldest first, optionally of one type. */
  events(type?: string): StripeEvent[];
  /** Posts every later event to this endpoint (null stops). */
  deliverWebhooks(target: WebhookTarget | null): void;
  /** Resolves once every event so far has been posted to the webhook endpoint. */
  settleWebhooks(): Promise<void>;
  /** What each webhook post gave. */
  webhookDeliveries(): WebhookDelivery[];
  /** Builds a signed webhook request for any payload (tamper with it or backdate it in tests). */
  signedDelivery(
    event: object | string,
    options: { secret: string; timestamp?: number },
  ): SignedDelivery;
}

/**
 * Starts a local fake of Stripe's API and of Stripe.js, for tests and the payment sandbox. Test
 * cards behave like Stripe's: 4242… succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000
 * 3184 asks for 3-D Secure on every charge.
 */
export async function startStripeFake(options: StripeFakeOptions = {}): Promise<StripeFake> {
  const host = options.host ?? '127.0.0.1';
  const webhooks = new WebhookSender(options.webhook ?? null);
  const state = new FakeState((event) => webhooks.send(event));
  const deps: ApiDependencies = {
    state,
    idempotency: new IdempotencyStore(),
    secretKey: options.secretKey ?? 'sk_test_fake_stripe',
    publishableKey: options.publishableKey ?? 'pk_test_fake_stripe',
    apiUrl: '',
  };
  const server = createStripeServer(deps);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  deps.apiUrl = url;
  return {
    url,
    host,
    port,
    scriptUrl: `${url}/v3`,
    secretKey: deps.secretKey,
    publishableKey: deps.publishableKey,
    async close() {
      await webhooks.settle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    completeAuthentication: (paymentIntentId, succeed) =>
      structuredClone(completeAuthentication(state, paymentIntentId, succeed)),
    events: (type) =>
      structuredClone(state.events.filter((event) => type === undefined || event.type === type)),
    deliverWebhooks(target) {
      webhooks.target = target;
    },
    settleWebhooks: () => webhooks.settle(),
    webhookDeliveries: () => structuredClone(webhooks.deliveries),
    signedDelivery,
  };
}
