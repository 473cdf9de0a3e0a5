import { researchCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { findPostDetail } from './post-repository';

/** GET /api/posts/:id: one post with its engagement history and its domain's pixels. */
export const getPost: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, researchCalls.post, {
    handler: async (request) => {
      const post = await findPostDetail(app.db, Number(request.params.id));
      if (!post) throw notFound('This post does not exist.');
      return { success: true as const, data: post };
    },
  });
};
