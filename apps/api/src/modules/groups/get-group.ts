import { groupCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { listMembers } from './group-members';
import { reachGroup } from './group-rows';

/** GET /api/groups/:id: an own or featured group with its members and their counts. */
export const getGroup: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, groupCalls.group, {
    handler: async (request) => {
      const viewer = { userId: currentUser(request).userId };
      const group = await reachGroup(app.db, viewer, Number(request.params.id), 'visible');
      const members = await listMembers(app.db, Number(group._id));
      return { success: true as const, data: { group, members } };
    },
  });
};
