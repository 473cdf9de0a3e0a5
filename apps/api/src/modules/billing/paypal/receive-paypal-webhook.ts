import { billingCalls } from '@postradar/contracts';
import { paymentEvents, type Database } from '@postradar/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { routeCall } from '../../../lib/route-call';
import { applyPayPalEvent } from './apply-paypal-event';
import { requirePayPal } from './paypal-access';
import type { PayPalTransmission } from './paypal-client';
import { paypalWebhookEventSchema } from './paypal-schemas';

const provider = 'paypal';

const invalidSignature = () => new AppError('VALIDATION_FAILED', 'Invalid signature.');

/** The PayPal-* headers of a delivery, or null when one is missing. */
function transmissionOf(request: FastifyRequest): PayPalTransmission | null {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' && value ? value : null;
  };
  const authAlgo = header('paypal-auth-algo');
  const certUrl = header('paypal-cert-url');
  const transmissionId = header('paypal-transmission-id');
  const transmissionSig = header('paypal-transmission-sig');
  const transmissionTime = header('paypal-transmission-time');
  if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime)
    return null;
  return { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime };
}

/** The body parsed, or undefined when it is not JSON (it cannot then be verified). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function isApplied(db: Database, eventId: string) {
  const [applied] = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  return applied !== undefined;
}

/**
 * POST /payment/paypal/webhook: PayPal's events. The raw body is kept (PayPal's verification
 * covers it byte for byte) and checked with PayPal's verify-webhook-signature call before
 * anything in it is believed. Each event is applied once: it is recorded once applying succeeded,
 * and a failure answers non-2xx so that PayPal delivers it again.
 */
export const receivePayPalWebhook: FastifyPluginAsyncZod = async (app) => {
  // Only in this plugin: the JSON body reaches the handler as the bytes PayPal signed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  routeCall(app, billingCalls.paypalWebhook, {
    handler: async (request) => {
      const { config, client } = requirePayPal(app.config.billing);
      if (!config.webhookId)
        throw new AppError('PAYMENT_NOT_CONFIGURED', 'PayPal webhooks are not configured.');
      const transmission = transmissionOf(request);
      const text = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
      const body = parseJson(text);
      if (!transmission || body === undefined) throw invalidSignature();
      if (!(await client.verifyWebhookSignature(config.webhookId, transmission, text)))
        throw invalidSignature();
      const event = paypalWebhookEventSchema.safeParse(body);
      if (!event.success) throw new AppError('VALIDATION_FAILED', 'Invalid event.');
      const { id: eventId, event_type: type } = event.data;
      if (!(await isApplied(app.db, eventId))) {
        await applyPayPalEvent(app.db, client, event.data);
        await app.db
          .insert(paymentEvents)
          .values({ provider, eventId, type })
          .onConflictDoNothing();
      }
      return { success: true as const, data: { received: true as const } };
    },
  });
};
