import { searchHistoryCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { clearHistory } from './search-history-repository';

/** DELETE /api/search-history: the user's whole history. */
export const clearSearchHistory: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, searchHistoryCalls.clear, {
    handler: async (request) => {
      const removed = await clearHistory(app.db, currentUser(request).userId);
      return { success: true as const, data: { removed } };
    },
  });
};
