import { billingCalls } from '@postradar/contracts';
import { plans } from '@postradar/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { priceOrder } from './price-order';

/**
 * POST /payment/coupon/apply: what a coupon takes off a plan paid a given way. Only shows the
 * discount: opening the bill checks the coupon again.
 */
export const applyCoupon: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.applyCoupon, {
    handler: async (request) => {
      const { planId, code, method } = request.body;
      const [plan] = await app.db
        .select()
        .from(plans)
        .where(and(eq(plans.id, planId), eq(plans.active, true)));
      if (!plan)
        throw new AppError('PLAN_UNAVAILABLE', 'This plan is not on sale. Choose another plan.');
      const order = await priceOrder(app.db, {
        userId: currentUser(request).userId,
        plan,
        method,
        couponCode: code,
        now: new Date(),
      });
      return {
        success: true as const,
        data: { discount: order.discount, text: order.couponText },
        message: 'Coupon applied.',
      };
    },
  });
};
