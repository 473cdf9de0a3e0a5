import { searchHistoryCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { insertSavedSearch, toSavedSearch } from './saved-search-repository';
import { searchOfPath } from './search-of-path';

/**
 * POST /api/saved-searches: names a search. Its parameters must make a search its screen can run
 * (400 naming the one that cannot), so that its new posts can be counted later.
 */
export const saveSearch: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, searchHistoryCalls.saveSearch, {
    handler: async (request) => {
      searchOfPath(request.body);
      const row = await insertSavedSearch(app.db, currentUser(request).userId, request.body);
      return { success: true as const, data: toSavedSearch(row) };
    },
  });
};
