import { groupCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { reachGroup } from './group-rows';
import { unfollowGroup as unfollow } from './group-writes';

/** DELETE /api/groups/:id/follow: stops following a featured group. */
export const unfollowGroup: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, groupCalls.unfollowGroup, {
    handler: async (request) => {
      const viewer = { userId: currentUser(request).userId };
      const id = Number(request.params.id);
      await reachGroup(app.db, viewer, id, 'featured');
      await unfollow(app.db, viewer.userId, id);
      return { success: true as const, data: await reachGroup(app.db, viewer, id, 'featured') };
    },
  });
};
