import { followCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { ignoreList, keepItem } from './kept-items';

/**
 * PUT /api/ignored/:kind/:id: ignores a post, page or domain, which leaves every search of the
 * user at once (the search engine reads the ignore lists); ignoring twice keeps one.
 */
export const ignoreItem: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, followCalls.ignore, {
    handler: async (request) => {
      const { kind, id } = request.params;
      const { userId } = currentUser(request);
      await keepItem(app.db, ignoreList, { userId, kind, targetId: Number(id) });
      return { success: true as const, data: { kind, id, isIgnored: true } };
    },
  });
};
