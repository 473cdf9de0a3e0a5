import { searchHistoryCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { removeEntry } from './search-history-repository';

/** DELETE /api/search-history/:id: one entry of the user's history. */
export const removeHistoryEntry: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, searchHistoryCalls.removeEntry, {
    handler: async (request) => {
      await removeEntry(app.db, currentUser(request).userId, Number(request.params.id));
      return { success: true as const, data: { removed: true } };
    },
  });
};
