import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { notFound } from '../../../lib/app-error';
import { routeCall } from '../../../lib/route-call';
import { currentUser } from '../../auth/require-user';
import { requireStripe } from './stripe-client';
import { findCustomerId } from './stripe-customer';
import { askStripe, isMissingObject, stripeFailure } from './stripe-failure';

const noSuchCard = () => notFound('This card does not exist.');

async function retrieveCard(stripe: Stripe, paymentMethodId: string) {
  try {
    return await stripe.paymentMethods.retrieve(paymentMethodId);
  } catch (error) {
    throw isMissingObject(error) ? noSuchCard() : stripeFailure(error);
  }
}

/** DELETE /payment/stripe/card: detaches one of the user's own cards; another's is not found. */
export const removeCard: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.removeCard, {
    handler: async (request) => {
      const { stripe } = requireStripe(app);
      const customerId = await findCustomerId(app.db, currentUser(request).userId);
      if (!customerId) throw noSuchCard();
      const card = await retrieveCard(stripe, request.body.cardId);
      const owner = typeof card.customer === 'string' ? card.customer : card.customer?.id;
      if (owner !== customerId) throw noSuchCard();
      await askStripe(() => stripe.paymentMethods.detach(card.id));
      return { success: true as const, data: { removed: true as const } };
    },
  });
};
