import {
  postSearchQuerySchema,
  postSearchResponseSchema,
  researchPaths,
  type PostSearchQuery,
} from '@postradar/contracts';
import { parseExcludeList, parseQuery } from '@postradar/search';
import { buildPostSearchWhere, postSortOrder, type PostSearchFilters } from '@postradar/search/sql';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertPageAllowed } from './paginate';
import { findPostPage } from './post-repository';

export function toSearchFilters(query: PostSearchQuery): PostSearchFilters {
  return {
    query: parseQuery(query.q ?? ''),
    mode: query.mode,
    exclude: parseExcludeList(query.exclude ?? ''),
    kind: query.kind,
    mediaTypes: query.type,
    createdFrom: query.createdFrom,
    createdTo: query.createdTo,
    reactions: { min: query.reactionsMin, max: query.reactionsMax },
    shares: { min: query.sharesMin, max: query.sharesMax },
    comments: { min: query.commentsMin, max: query.commentsMax },
    // The signed-in user's ignored posts, pages and domains plug in here (collections issue):
    // ignored: { postIds: sql`select post_id from ignored_posts where user_id = ${userId}`, ... }
  };
}

/** GET /api/posts: search the corpus (SPEC section 3 'Search options', issue 4 section 5). */
export const searchPosts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    researchPaths.posts,
    { schema: { querystring: postSearchQuerySchema, response: { 200: postSearchResponseSchema } } },
    async (request) => {
      const query = request.query;
      assertPageAllowed(query);
      const where = buildPostSearchWhere(toSearchFilters(query));
      const data = await findPostPage(app.db, where, postSortOrder(query.sort), query);
      return { success: true as const, data };
    },
  );
};
