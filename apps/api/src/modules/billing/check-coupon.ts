import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { anyCouponFor, findCoupon } from './coupon-repository';

/**
 * POST /payment/coupon/available: whether the checkout offers a coupon box for a way to pay: a
 * given code that allows the method, or without one, any coupon on sale that does.
 */
export const checkCoupon: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.couponAvailable, {
    handler: async (request) => {
      const { method, code } = request.body;
      const now = new Date();
      if (!code) return { success: true as const, data: await anyCouponFor(app.db, method, now) };
      const coupon = await findCoupon(app.db, code);
      const usable =
        coupon !== undefined &&
        coupon.active &&
        (coupon.methods.length === 0 || coupon.methods.includes(method)) &&
        (!coupon.startsAt || coupon.startsAt <= now) &&
        (!coupon.endsAt || coupon.endsAt > now);
      return { success: true as const, data: usable };
    },
  });
};
