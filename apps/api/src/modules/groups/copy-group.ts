import { groupCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { copyName } from './copy-name';
import { reachGroup } from './group-rows';
import { groupNamesOf, insertGroup } from './group-writes';

/**
 * POST /api/groups/:id/copy: a featured (or own) group, with its members, as a new own group
 * under the name given or '<name> (copy)'.
 */
export const copyGroup: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, groupCalls.copyGroup, {
    handler: async (request) => {
      const viewer = { userId: currentUser(request).userId };
      const source = await reachGroup(app.db, viewer, Number(request.params.id), 'visible');
      const name =
        request.body.name ?? copyName(source.name, await groupNamesOf(app.db, viewer.userId));
      const id = await insertGroup(app.db, {
        userId: viewer.userId,
        name,
        copiedFrom: Number(source._id),
      });
      return { success: true as const, data: await reachGroup(app.db, viewer, id, 'own') };
    },
  });
};
