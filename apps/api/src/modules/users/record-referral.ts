import { userCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser, requireUser } from '../auth/require-user';
import { applyReferral } from './apply-referral';
import { requireExistingUser } from './require-existing-user';

/** POST /api/user/affiliate: who referred the signed-in user (once; never oneself). */
export const recordReferral: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, userCalls.recordReferral, {
    preValidation: requireUser,
    handler: async (request) => {
      const user = await requireExistingUser(app.db, currentUser(request).userId);
      const referred = await applyReferral(app.db, user, request.body.affiliate);
      return { success: true as const, data: { referred } };
    },
  });
};
