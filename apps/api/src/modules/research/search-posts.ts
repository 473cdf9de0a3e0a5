import { researchCalls } from '@postradar/contracts';
import * as postSearch from '@postradar/search/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { assertPageAllowed } from './paginate';
import { searchViewer } from './search-viewer';

/** GET /api/posts: search the corpus with words, prefixes, filters and a sort (decision 0012). */
export const searchPosts: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, researchCalls.searchPosts, {
    handler: async (request) => {
      assertPageAllowed(request.query);
      const data = await postSearch.searchPosts(app.db, request.query, searchViewer(request));
      return { success: true as const, data };
    },
  });
};
