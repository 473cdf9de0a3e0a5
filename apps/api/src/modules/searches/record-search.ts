import { searchHistoryCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { recordSearch as record } from './search-history-repository';

/** POST /api/search-history: a search just run, and how many results it found. */
export const recordSearch: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, searchHistoryCalls.record, {
    handler: async (request) => {
      const data = await record(app.db, currentUser(request).userId, request.body);
      return { success: true as const, data };
    },
  });
};
