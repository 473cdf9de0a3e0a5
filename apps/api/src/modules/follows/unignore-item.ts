import { followCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { dropItem, ignoreList } from './kept-items';

/** DELETE /api/ignored/:kind/:id: takes an item off the blacklist; absent is not an error. */
export const unignoreItem: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, followCalls.unignore, {
    handler: async (request) => {
      const { kind, id } = request.params;
      const { userId } = currentUser(request);
      await dropItem(app.db, ignoreList, { userId, kind, targetId: Number(id) });
      return { success: true as const, data: { kind, id, isIgnored: false } };
    },
  });
};
