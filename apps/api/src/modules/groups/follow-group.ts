import { groupCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { reachGroup } from './group-rows';
import { followGroup as follow } from './group-writes';

/** PUT /api/groups/:id/follow: follows a featured group (following twice keeps one). */
export const followGroup: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, groupCalls.followGroup, {
    handler: async (request) => {
      const viewer = { userId: currentUser(request).userId };
      const id = Number(request.params.id);
      await reachGroup(app.db, viewer, id, 'featured');
      await follow(app.db, viewer.userId, id);
      return { success: true as const, data: await reachGroup(app.db, viewer, id, 'featured') };
    },
  });
};
