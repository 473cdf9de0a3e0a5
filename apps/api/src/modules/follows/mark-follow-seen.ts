import { followCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { updateFollowSeenAt } from './follow-repository';

/**
 * POST /api/follows/:kind/:id/seen: the user opened the follow's posts, whose new posts count from
 * now; on something not followed it changes nothing and says so.
 */
export const markFollowSeen: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, followCalls.markSeen, {
    handler: async (request) => {
      const { kind, id } = request.params;
      const { userId } = currentUser(request);
      const isFollowed = await updateFollowSeenAt(app.db, userId, kind, Number(id));
      return { success: true as const, data: { kind, id, isFollowed } };
    },
  });
};
