import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../../lib/route-call';
import { currentUser } from '../../auth/require-user';
import { listCustomerCards, toCardDto } from './saved-cards';
import { requireStripe } from './stripe-client';
import { findCustomerId } from './stripe-customer';

/** GET /payment/stripe/card: the user's saved cards (none before their first). */
export const listCards: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.cards, {
    handler: async (request) => {
      const { stripe } = requireStripe(app);
      const customerId = await findCustomerId(app.db, currentUser(request).userId);
      const cards = customerId ? await listCustomerCards(stripe, customerId) : [];
      return { success: true as const, data: cards.map(toCardDto) };
    },
  });
};
