import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../../lib/route-call';
import { currentUser } from '../../auth/require-user';
import { findOwnPayPalBill } from './own-paypal-bill';
import { requirePayPal } from './paypal-access';
import { paypalAnswer } from './paypal-answer';
import { capturePayPalOrder } from './settle-paypal-order';

/**
 * POST /payment/paypal/capture: the buyer is back from approving the order; the money is taken
 * and the plan given. Calling it again answers the same (the bill is paid once).
 */
export const capturePayPal: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.paypalCapture, {
    handler: async (request) => {
      const { client } = requirePayPal(app.config.billing);
      const { orderId } = request.body;
      const bill = await findOwnPayPalBill(app.db, currentUser(request).userId, orderId);
      return paypalAnswer(app.db, await capturePayPalOrder(app.db, client, bill, orderId));
    },
  });
};
