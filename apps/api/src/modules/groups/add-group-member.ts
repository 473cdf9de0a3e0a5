import { groupCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { addMember } from './group-members';
import { reachGroup } from './group-rows';

/** PUT /api/groups/:id/members/:kind/:targetId: adds a page, domain or pixel to an own group. */
export const addGroupMember: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, groupCalls.addMember, {
    handler: async (request) => {
      const viewer = { userId: currentUser(request).userId };
      const id = Number(request.params.id);
      await reachGroup(app.db, viewer, id, 'own');
      await addMember(app.db, id, {
        kind: request.params.kind,
        targetId: Number(request.params.targetId),
      });
      const group = await reachGroup(app.db, viewer, id, 'own');
      return { success: true as const, data: { group, isMember: true } };
    },
  });
};
