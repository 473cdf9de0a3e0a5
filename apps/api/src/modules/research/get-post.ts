import {
  postDetailResponseSchema,
  researchIdParamsSchema,
  researchPaths,
} from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { findPostDetail } from './post-repository';

/** GET /api/posts/:id: one post with its engagement history and its domain's pixels. */
export const getPost: FastifyPluginAsyncZod = async (app) => {
  app.get(
    researchPaths.post,
    { schema: { params: researchIdParamsSchema, response: { 200: postDetailResponseSchema } } },
    async (request) => {
      const post = await findPostDetail(app.db, Number(request.params.id));
      if (!post) throw notFound('This post does not exist.');
      return { success: true as const, data: post };
    },
  );
};
