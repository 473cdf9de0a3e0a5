import { researchCalls } from '@postradar/contracts';
import { findPostDetail } from '@postradar/search/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';

/**
 * GET /api/posts/:id: one post with its engagement history and its store's pixels, read in one
 * prepared statement (decision 0049).
 */
export const getPost: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, researchCalls.post, {
    handler: async (request) => {
      const post = await findPostDetail(app.db, Number(request.params.id));
      if (!post) throw notFound('This post does not exist.');
      return { success: true as const, data: post };
    },
  });
};
