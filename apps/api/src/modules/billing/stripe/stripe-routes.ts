import type { FastifyPluginAsync } from 'fastify';
import { addCard } from './add-card';
import { confirmStripePayment } from './confirm-stripe-payment';
import { getStripeSettings } from './get-stripe-settings';
import { listCards } from './list-cards';
import { removeCard } from './remove-card';
import { stripeCheckout } from './stripe-checkout';

/** Paying by card (Stripe), for the signed-in user: Stripe.js's settings, saved cards, checkout. */
export const stripeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getStripeSettings);
  await app.register(listCards);
  await app.register(addCard);
  await app.register(removeCard);
  await app.register(stripeCheckout);
  await app.register(confirmStripePayment);
};
