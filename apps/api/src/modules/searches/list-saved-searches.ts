import { searchHistoryCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { findSavedSearches } from './saved-search-repository';

/** GET /api/saved-searches: the user's saved searches, newest first. */
export const listSavedSearches: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, searchHistoryCalls.savedSearches, {
    handler: async (request) => {
      const data = await findSavedSearches(app.db, currentUser(request).userId, request.query);
      return { success: true as const, data };
    },
  });
};
