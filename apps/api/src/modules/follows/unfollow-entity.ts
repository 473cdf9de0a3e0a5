import { followCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { dropItem, followList } from './kept-items';

/** DELETE /api/follows/:kind/:id: stops following; not following already is not an error. */
export const unfollowEntity: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, followCalls.unfollow, {
    handler: async (request) => {
      const { kind, id } = request.params;
      const { userId } = currentUser(request);
      await dropItem(app.db, followList, { userId, kind, targetId: Number(id) });
      return { success: true as const, data: { kind, id, isFollowed: false } };
    },
  });
};
