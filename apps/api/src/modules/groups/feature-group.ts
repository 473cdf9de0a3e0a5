import { groupCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentAccount, currentUser } from '../auth/require-user';
import { groupNotFound, reachGroup } from './group-rows';
import { setFeatured } from './group-writes';

/** The staff scope that publishes groups; its roles are read from the database at each call. */
const groupModerators = 'group-mod';

/**
 * PUT /api/groups/:id/featured: a group moderator publishes or withdraws any user's group. Anyone
 * else is answered 404 as for a group that does not exist (a 403 would sign the app out).
 */
export const featureGroup: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, groupCalls.featureGroup, {
    handler: async (request) => {
      if (!currentAccount(request).rights.scopes.includes(groupModerators)) throw groupNotFound();
      const viewer = { userId: currentUser(request).userId };
      const id = Number(request.params.id);
      await reachGroup(app.db, viewer, id, 'any');
      await setFeatured(app.db, id, request.body.isFeatured);
      return { success: true as const, data: await reachGroup(app.db, viewer, id, 'any') };
    },
  });
};
