import { groupCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { reachGroup } from './group-rows';
import { renameGroup as rename } from './group-writes';

/** PUT /api/groups/:id: renames an own group. */
export const renameGroup: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, groupCalls.renameGroup, {
    handler: async (request) => {
      const viewer = { userId: currentUser(request).userId };
      const id = Number(request.params.id);
      await rename(app.db, viewer.userId, id, request.body.name);
      return { success: true as const, data: await reachGroup(app.db, viewer, id, 'own') };
    },
  });
};
