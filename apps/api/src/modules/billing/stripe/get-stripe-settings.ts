import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../../lib/route-call';
import { requireStripe } from './stripe-client';

/** GET /payment/stripe/settings: what the browser needs to load Stripe.js and its card field. */
export const getStripeSettings: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.stripeSettings, {
    handler: async () => {
      const { config } = requireStripe(app);
      return {
        success: true as const,
        data: { publishableKey: config.publishableKey, scriptUrl: config.scriptUrl },
      };
    },
  });
};
