import {
  postListResponseSchema,
  researchIdParamsSchema,
  researchListQuerySchema,
} from '@postradar/contracts';
import type { Database } from '@postradar/db';
import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { byCreatedTime } from './corpus-repository';
import { assertPageAllowed } from './paginate';
import { findPostPage } from './find-post-page';

/** GET {path}: the posts of one page, domain or pixel, newest first, paged like a search. */
export function entityPostsRoute(entity: {
  path: string;
  exists: (db: Database, id: number) => Promise<unknown>;
  postsOf: (id: number) => SQL;
  missingMessage: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      entity.path,
      {
        schema: {
          params: researchIdParamsSchema,
          querystring: researchListQuerySchema.omit({ q: true }),
          response: { 200: postListResponseSchema },
        },
      },
      async (request) => {
        assertPageAllowed(request.query);
        const id = Number(request.params.id);
        if (!(await entity.exists(app.db, id))) throw notFound(entity.missingMessage);
        const data = await findPostPage(app.db, entity.postsOf(id), byCreatedTime, request.query);
        return { success: true as const, data };
      },
    );
  };
}
