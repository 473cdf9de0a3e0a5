import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { findMembershipView } from './membership-view';

/** GET /payment/membership: the user's plan now, or the one that ended last, or null. */
export const getMembership: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.membership, {
    handler: async (request) => ({
      success: true as const,
      data: await findMembershipView(app.db, currentUser(request).userId),
    }),
  });
};
