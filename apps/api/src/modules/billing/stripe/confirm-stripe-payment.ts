import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/app-error';
import { routeCall } from '../../../lib/route-call';
import { currentUser } from '../../auth/require-user';
import { findOwnBill } from '../bill-view';
import { intentOutcome } from './intent-outcome';
import { requireStripe } from './stripe-client';
import { askStripe } from './stripe-failure';

/**
 * POST /payment/stripe/confirm: after 3-D Secure in the browser, the bill's payment intent is
 * read back from Stripe, which alone says whether the card was charged (the browser's word is
 * never taken). Asking again is harmless: a paid bill is settled once.
 */
export const confirmStripePayment: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.stripeConfirm, {
    handler: async (request) => {
      const { stripe } = requireStripe(app);
      const bill = await findOwnBill(app.db, currentUser(request).userId, request.body.billId);
      const intentId = bill?.method === 'stripe' ? bill.providerRef : null;
      if (!bill || !intentId) throw notFound('This bill does not exist.');
      const intent = await askStripe(() => stripe.paymentIntents.retrieve(intentId));
      return { success: true as const, ...(await intentOutcome(app.db, bill, intent)) };
    },
  });
};
