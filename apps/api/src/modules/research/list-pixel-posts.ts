import {
  postListResponseSchema,
  researchIdParamsSchema,
  researchListQuerySchema,
  researchPaths,
} from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { byCreatedTime, findPixel, postsOfPixel } from './corpus-repository';
import { assertPageAllowed } from './paginate';
import { findPostPage } from './post-repository';

/** GET /api/pixels/:id/posts: posts linking to any domain that loads a pixel, newest first. */
export const listPixelPosts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    researchPaths.pixelPosts,
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
      if (!(await findPixel(app.db, id))) throw notFound('This pixel does not exist.');
      const data = await findPostPage(app.db, postsOfPixel(id), byCreatedTime, request.query);
      return { success: true as const, data };
    },
  );
};
