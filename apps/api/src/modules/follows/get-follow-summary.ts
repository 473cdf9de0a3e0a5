import { followCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { findFollowSummary } from './follow-repository';

/** GET /api/follows/summary: the follows tabs' counts and new-post badges, and the ignored items. */
export const getFollowSummary: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, followCalls.summary, {
    handler: async (request) => {
      const data = await findFollowSummary(app.db, currentUser(request).userId);
      return { success: true as const, data };
    },
  });
};
