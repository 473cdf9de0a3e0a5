import { searchHistoryCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { updateSavedSearch } from './saved-search-repository';

/** POST /api/saved-searches/:id/run: the user ran it; its new posts count from now. */
export const runSavedSearch: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, searchHistoryCalls.runSavedSearch, {
    handler: async (request) => {
      const data = await updateSavedSearch(
        app.db,
        currentUser(request).userId,
        Number(request.params.id),
        { lastRunAt: 'now' },
      );
      return { success: true as const, data };
    },
  });
};
