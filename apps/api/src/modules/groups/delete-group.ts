import { groupCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { deleteGroup as remove } from './group-writes';

/** DELETE /api/groups/:id: deletes an own group. */
export const deleteGroup: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, groupCalls.deleteGroup, {
    handler: async (request) => {
      await remove(app.db, currentUser(request).userId, Number(request.params.id));
      return { success: true as const, data: { removed: true } };
    },
  });
};
