import type { FastifyPluginAsync } from 'fastify';
import { cancelPayPal } from './cancel-paypal-order';
import { capturePayPal } from './capture-paypal-order';
import { checkoutPayPal } from './checkout-paypal';

/** The signed-in buyer's PayPal calls: checkout, capture on return, cancel on turning back. */
export const paypalRoutes: FastifyPluginAsync = async (app) => {
  await app.register(checkoutPayPal);
  await app.register(capturePayPal);
  await app.register(cancelPayPal);
};
