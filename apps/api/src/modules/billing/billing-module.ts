import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../auth/require-user';
import { applyCoupon } from './apply-coupon';
import { bankCheckout } from './bank/bank-checkout';
import { bankWebhook } from './bank/bank-webhook';
import { cancelMembership } from './cancel-membership';
import { checkCoupon } from './check-coupon';
import { freeCheckout } from './free-checkout';
import { getBill } from './get-bill';
import { getMembership } from './get-membership';
import { getPaymentMode } from './get-payment-mode';
import { getSearchUsage } from './get-search-usage';
import { listBills } from './list-bills';
import { listGateways } from './list-gateways';
import { paypalRoutes } from './paypal/paypal-routes';
import { receivePayPalWebhook } from './paypal/receive-paypal-webhook';
import { stripeRoutes } from './stripe/stripe-routes';
import { stripeWebhook } from './stripe/stripe-webhook';

/** What the signed-in user calls: their membership, search usage, bills, coupons and checkouts. */
const signedInRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireUser);
  await app.register(getMembership);
  await app.register(getSearchUsage);
  await app.register(cancelMembership);
  await app.register(listBills);
  await app.register(getBill);
  await app.register(listGateways);
  await app.register(checkCoupon);
  await app.register(applyCoupon);
  await app.register(freeCheckout);
  await app.register(bankCheckout);
  await app.register(stripeRoutes);
  await app.register(paypalRoutes);
};

/**
 * Paying, under /payment (docs/product.md, Paying): memberships, bills, coupons, the checkouts of
 * each way to pay, and the providers' webhooks (public, verified by their signatures).
 */
export const billingModule: FastifyPluginAsync = async (app) => {
  await app.register(signedInRoutes);
  await app.register(bankWebhook);
  await app.register(stripeWebhook);
  await app.register(receivePayPalWebhook);
  await app.register(getPaymentMode);
};
