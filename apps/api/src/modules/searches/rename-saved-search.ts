import { searchHistoryCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { updateSavedSearch } from './saved-search-repository';

/** PUT /api/saved-searches/:id: renames a saved search. */
export const renameSavedSearch: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, searchHistoryCalls.renameSavedSearch, {
    handler: async (request) => {
      const data = await updateSavedSearch(
        app.db,
        currentUser(request).userId,
        Number(request.params.id),
        { name: request.body.name },
      );
      return { success: true as const, data };
    },
  });
};
