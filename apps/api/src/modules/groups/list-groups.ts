import { groupCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { findGroups } from './find-groups';

/** GET /api/groups: own, featured or followed groups by name, with counts and the user's marks. */
export const listGroups: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, groupCalls.groups, {
    handler: async (request) => {
      const data = await findGroups(app.db, currentUser(request).userId, request.query);
      return { success: true as const, data };
    },
  });
};
