import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { cancelRenewal, findMembershipView } from './membership-view';

/** POST /payment/membership/cancel: stops the renewal; the plan lasts until its finish. */
export const cancelMembership: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.cancelMembership, {
    handler: async (request) => {
      const { userId } = currentUser(request);
      const membership = await findMembershipView(app.db, userId);
      if (!membership?.canCancel)
        throw new AppError('PRECONDITION_FAILED', 'There is no plan renewal to cancel.');
      await cancelRenewal(app.db, membership._id);
      const cancelled = await findMembershipView(app.db, userId);
      if (!cancelled) throw new Error('The cancelled membership disappeared.');
      return { success: true as const, data: cancelled };
    },
  });
};
