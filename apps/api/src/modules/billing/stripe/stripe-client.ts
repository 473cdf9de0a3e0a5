import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { StripeConfig } from '../../../billing-config';
import { AppError } from '../../../lib/app-error';

/**
 * The API version every request names: the version the SDK's types describe. Pinned here so that
 * an upgrade of the SDK that moves to another version fails to compile instead of changing what
 * Stripe answers unnoticed.
 */
const apiVersion = '2026-10-28.endive';

/** How long one request to Stripe may take before it is retried or given up. */
const requestTimeoutMs = 20_000;

const clients = new WeakMap<StripeConfig, Stripe>();

/** Where the SDK sends its requests: Stripe itself, or the address the settings name. */
function addressOf(apiUrl: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function createClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    apiVersion,
    maxNetworkRetries: 2,
    timeout: requestTimeoutMs,
    ...addressOf(config.apiUrl),
  });
}

/** The Stripe client of these settings: one per app, made on first use. */
export function stripeClientFor(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    client = createClient(config);
    clients.set(config, client);
  }
  return client;
}

export const cardPaymentUnavailable = () =>
  new AppError('PAYMENT_NOT_CONFIGURED', 'Paying by card is not available.');

/** The Stripe settings and client of the app; without settings, paying by card is refused (503). */
export function requireStripe(app: FastifyInstance): { config: StripeConfig; stripe: Stripe } {
  const config = app.config.billing.stripe;
  if (!config) throw cardPaymentUnavailable();
  return { config, stripe: stripeClientFor(config) };
}
