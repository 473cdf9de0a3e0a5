import {
  postSearchQuerySchema,
  postSearchResponseSchema,
  researchPaths,
} from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertPageAllowed } from './paginate';
import { runPostSearch } from './run-post-search';

/** GET /api/posts: search the corpus (SPEC section 3 'Search options', issue 4 section 5). */
export const searchPosts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    researchPaths.posts,
    { schema: { querystring: postSearchQuerySchema, response: { 200: postSearchResponseSchema } } },
    async (request) => {
      const query = request.query;
      assertPageAllowed(query);
      const data = await runPostSearch(app.db, query);
      return { success: true as const, data };
    },
  );
};
