import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';

/**
 * GET /payment/mode: whether payments go to local test providers (PAYMENT_SANDBOX), so that the
 * web app can say no real money moves. Public: the pricing page asks before anyone signs in.
 */
export const getPaymentMode: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.paymentMode, {
    handler: async () => ({
      success: true as const,
      data: { sandbox: app.config.billing.sandbox },
    }),
  });
};
