import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { AppError } from '../../../lib/app-error';
import { routeCall } from '../../../lib/route-call';
import { applyStripeEvent } from './apply-stripe-event';
import { cardPaymentUnavailable, stripeClientFor } from './stripe-client';

/** How old a signed delivery may be: older ones are refused as possible replays. */
const signatureToleranceSeconds = 300;

const invalidSignature = () => new AppError('VALIDATION_FAILED', 'Invalid signature.');

/** The event of a delivery whose Stripe-Signature matches its exact bytes, signed recently. */
function verifiedEvent(
  stripe: Stripe,
  body: unknown,
  signature: string | string[] | undefined,
  secret: string,
): Stripe.Event {
  if (!Buffer.isBuffer(body) || typeof signature !== 'string') throw invalidSignature();
  try {
    return stripe.webhooks.constructEvent(body, signature, secret, signatureToleranceSeconds);
  } catch {
    throw invalidSignature();
  }
}

/**
 * POST /payment/stripe/webhook: Stripe's events, public but signed. The signature is checked on
 * the raw body before anything is read from it; the event then only makes the API read the
 * payment back from Stripe and bring its bill to that state (applyStripeEvent). An event that
 * cannot be applied is answered with an error, so Stripe sends it again.
 */
export const stripeWebhook: FastifyPluginAsyncZod = async (app) => {
  // Only in this plugin: the body reaches the handler as the exact bytes that were signed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  routeCall(app, billingCalls.stripeWebhook, {
    handler: async (request) => {
      const config = app.config.billing.stripe;
      if (!config?.webhookSecret) throw cardPaymentUnavailable();
      const stripe = stripeClientFor(config);
      const signature = request.headers['stripe-signature'];
      const event = verifiedEvent(stripe, request.body, signature, config.webhookSecret);
      await applyStripeEvent(app.db, stripe, event);
      return { success: true as const, data: { received: true as const } };
    },
  });
};
