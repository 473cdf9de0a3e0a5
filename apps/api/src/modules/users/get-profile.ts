import { userCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentAccount, requireUser } from '../auth/require-user';
import { toUserProfile } from './to-user-profile';

/** GET /api/user/profile: the signed-in user with current scopes (never cached). */
export const getProfile: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, userCalls.profile, {
    preValidation: requireUser,
    handler: async (request, reply) => {
      const { user, rights } = currentAccount(request);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: toUserProfile(user, rights.scopes) };
    },
  });
};
