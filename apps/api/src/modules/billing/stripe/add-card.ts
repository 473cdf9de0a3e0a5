import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { AppError } from '../../../lib/app-error';
import { routeCall } from '../../../lib/route-call';
import { currentUser } from '../../auth/require-user';
import { toCardDto } from './saved-cards';
import { requireStripe } from './stripe-client';
import { ensureCustomerId } from './stripe-customer';
import { askStripe, stripeFailure } from './stripe-failure';

/**
 * A payment method that cannot be saved: Stripe's card errors as they are, and its refusal of the
 * payment method itself (unknown, already used, another customer's) as a field error.
 */
function cardRefusal(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeInvalidRequestError)
    return new AppError('VALIDATION_FAILED', error.message);
  return stripeFailure(error);
}

async function attachCard(stripe: Stripe, paymentMethodId: string, customerId: string) {
  try {
    return await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
  } catch (error) {
    throw cardRefusal(error);
  }
}

/**
 * POST /payment/stripe/card: saves the payment method Stripe.js made from the card field to the
 * user's customer, with the name on the card, as the card invoices are charged to.
 */
export const addCard: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.addCard, {
    handler: async (request) => {
      const { stripe } = requireStripe(app);
      const { token, form } = request.body;
      const customerId = await ensureCustomerId(app.db, stripe, currentUser(request).userId);
      await attachCard(stripe, token, customerId);
      const card = await askStripe(() =>
        stripe.paymentMethods.update(token, { billing_details: { name: form.name } }),
      );
      await askStripe(() =>
        stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: card.id },
        }),
      );
      return { success: true as const, data: toCardDto(card), message: 'Card added.' };
    },
  });
};
