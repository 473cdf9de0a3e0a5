import { searchHistoryCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { deleteSavedSearch as remove } from './saved-search-repository';

/** DELETE /api/saved-searches/:id: deletes a saved search. */
export const deleteSavedSearch: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, searchHistoryCalls.deleteSavedSearch, {
    handler: async (request) => {
      await remove(app.db, currentUser(request).userId, Number(request.params.id));
      return { success: true as const, data: { removed: true } };
    },
  });
};
