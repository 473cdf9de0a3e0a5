import { groupCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { removeMember } from './group-members';
import { reachGroup } from './group-rows';

/** DELETE /api/groups/:id/members/:kind/:targetId: takes a member out of an own group. */
export const removeGroupMember: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, groupCalls.removeMember, {
    handler: async (request) => {
      const viewer = { userId: currentUser(request).userId };
      const id = Number(request.params.id);
      await reachGroup(app.db, viewer, id, 'own');
      await removeMember(app.db, id, {
        kind: request.params.kind,
        targetId: Number(request.params.targetId),
      });
      const group = await reachGroup(app.db, viewer, id, 'own');
      return { success: true as const, data: { group, isMember: false } };
    },
  });
};
