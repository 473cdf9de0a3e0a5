import { followCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { findFollows } from './follow-repository';

/** GET /api/follows: one kind's follows, latest first, with their counts and new posts. */
export const listFollows: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, followCalls.follows, {
    handler: async (request) => {
      const data = await findFollows(app.db, currentUser(request).userId, request.query);
      return { success: true as const, data };
    },
  });
};
