import {
  postListResponseSchema,
  postSearchQuerySchema,
  researchIdParamsSchema,
} from '@postradar/contracts';
import type { Database } from '@postradar/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import type { EntityScope } from './corpus-repository';
import { assertPageAllowed } from './paginate';
import { runPostSearch } from './run-post-search';

/**
 * GET {path}: the posts of one page, domain or pixel, with every word, filter and sort of
 * GET /api/posts and the same paging and capped count (decision 0013).
 */
export function entityPostsRoute(entity: {
  path: string;
  exists: (db: Database, id: number) => Promise<unknown>;
  scope: (id: number) => EntityScope;
  missingMessage: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      entity.path,
      {
        schema: {
          params: researchIdParamsSchema,
          querystring: postSearchQuerySchema,
          response: { 200: postListResponseSchema },
        },
      },
      async (request) => {
        assertPageAllowed(request.query);
        const id = Number(request.params.id);
        if (!(await entity.exists(app.db, id))) throw notFound(entity.missingMessage);
        const data = await runPostSearch(app.db, request.query, entity.scope(id));
        return { success: true as const, data };
      },
    );
  };
}
