import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../../lib/route-call';
import { currentUser } from '../../auth/require-user';
import { toBillDto } from '../bill-view';
import { cancelBill } from '../settle-bill';
import { findOwnPayPalBill } from './own-paypal-bill';

/**
 * POST /payment/paypal/cancel: the buyer turned back on PayPal; a pending bill is cancelled (one
 * paid meanwhile stays paid). PayPal is not called: an order never approved is never captured.
 */
export const cancelPayPal: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.paypalCancel, {
    handler: async (request) => {
      const bill = await findOwnPayPalBill(
        app.db,
        currentUser(request).userId,
        request.body.orderId,
      );
      const cancelled = await cancelBill(app.db, bill.id);
      return { success: true as const, data: toBillDto(cancelled ?? bill) };
    },
  });
};
