import { groupCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { reachGroup } from './group-rows';
import { insertGroup } from './group-writes';

/** POST /api/groups: a new, empty group of the user. */
export const createGroup: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, groupCalls.createGroup, {
    handler: async (request) => {
      const viewer = { userId: currentUser(request).userId };
      const id = await insertGroup(app.db, { userId: viewer.userId, name: request.body.name });
      return { success: true as const, data: await reachGroup(app.db, viewer, id, 'own') };
    },
  });
};
