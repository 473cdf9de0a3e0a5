import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../../lib/route-call';
import { currentUser } from '../../auth/require-user';
import { openBill } from '../open-bill';
import { chargeBill } from './charge-bill';
import { intentOutcome } from './intent-outcome';
import { chooseCard } from './saved-cards';
import { requireStripe } from './stripe-client';
import { findCustomerId } from './stripe-customer';
import { askStripe } from './stripe-failure';

/**
 * POST /payment/stripe/checkout: charges a saved card for a plan. The same idempotency key opens
 * no second bill and charges nothing twice: a repeat answers with the state of the bill's payment
 * intent as Stripe has it now. The bank may ask for 3-D Secure (`requires_action`): the browser
 * runs it, then calls /payment/stripe/confirm.
 */
export const stripeCheckout: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.stripeCheckout, {
    handler: async (request) => {
      const { stripe } = requireStripe(app);
      const { userId } = currentUser(request);
      const { planId, coupon, idempotencyKey, cardId } = request.body;
      const customerId = await findCustomerId(app.db, userId);
      const card = await chooseCard(stripe, customerId, cardId);
      const { bill, plan, isRepeat } = await openBill(app.db, {
        userId,
        planId,
        method: 'stripe',
        couponCode: coupon,
        idempotencyKey,
      });
      const knownIntentId = isRepeat ? bill.providerRef : null;
      const intent = knownIntentId
        ? await askStripe(() => stripe.paymentIntents.retrieve(knownIntentId))
        : await chargeBill(app.db, stripe, {
            bill,
            plan,
            ...card,
            returnUrl: `${app.config.publicUrl}/checkout`,
          });
      return { success: true as const, ...(await intentOutcome(app.db, bill, intent)) };
    },
  });
};
