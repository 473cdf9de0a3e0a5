import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { checkoutMessages, completedCheckout } from './checkout-result';
import { openBill } from './open-bill';
import { settleBill } from './settle-bill';

/**
 * POST /payment/free/checkout: a total of 0 (the trial, a full discount) needs no provider: the
 * bill is opened and settled at once.
 */
export const freeCheckout: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.freeCheckout, {
    handler: async (request) => {
      const { planId, coupon, idempotencyKey } = request.body;
      const { bill } = await openBill(app.db, {
        userId: currentUser(request).userId,
        planId,
        method: 'free',
        couponCode: coupon,
        idempotencyKey,
      });
      const paid = await settleBill(app.db, bill.id);
      return {
        success: true as const,
        data: await completedCheckout(app.db, paid),
        message: checkoutMessages.completed,
      };
    },
  });
};
