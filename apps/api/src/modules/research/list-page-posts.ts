import {
  postListResponseSchema,
  researchIdParamsSchema,
  researchListQuerySchema,
  researchPaths,
} from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { byCreatedTime, findPage, postsOfPage } from './corpus-repository';
import { assertPageAllowed } from './paginate';
import { findPostPage } from './post-repository';

/** GET /api/pages/:id/posts: a page's posts, newest first. */
export const listPagePosts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    researchPaths.pagePosts,
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
      if (!(await findPage(app.db, id))) throw notFound('This page does not exist.');
      const data = await findPostPage(app.db, postsOfPage(id), byCreatedTime, request.query);
      return { success: true as const, data };
    },
  );
};
