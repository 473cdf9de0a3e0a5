import { billingCalls, type CheckoutMethod } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BillingConfig } from '../../billing-config';
import { routeCall } from '../../lib/route-call';

/** The ways to pay whose provider accounts (or bank details) are configured. */
export function configuredMethods(billing: BillingConfig): CheckoutMethod[] {
  const methods: CheckoutMethod[] = [];
  if (billing.stripe) methods.push('stripe');
  if (billing.paypal) methods.push('paypal');
  if (billing.bank) methods.push('bank');
  return methods;
}

/** GET /payment/gateway/available: the ways to pay this installation offers. */
export const listGateways: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.gateways, {
    handler: async () => ({
      success: true as const,
      data: configuredMethods(app.config.billing),
    }),
  });
};
