import { searchHistoryCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { searchViewer } from '../research/search-viewer';
import { countNewPosts } from './count-new-posts';
import { findSavedSearch } from './saved-search-repository';

/** GET /api/saved-searches/:id/new-posts: posts first seen since the search was last run. */
export const listSavedSearchNewPosts: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, searchHistoryCalls.savedSearchNewPosts, {
    handler: async (request) => {
      const { userId } = currentUser(request);
      const saved = await findSavedSearch(app.db, userId, Number(request.params.id));
      const data = await countNewPosts(app.db, saved, searchViewer(request));
      return { success: true as const, data };
    },
  });
};
