import { searchHistoryCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { findHistory } from './search-history-repository';

/** GET /api/search-history: the searches the user ran, newest first. */
export const listSearchHistory: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, searchHistoryCalls.history, {
    handler: async (request) => {
      const data = await findHistory(app.db, currentUser(request).userId, request.query);
      return { success: true as const, data };
    },
  });
};
