import { ideaCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { requirePost } from '../favorites/require-post';
import { findIdea } from './idea-repository';

/**
 * GET /api/ideas/posts/:postId: the idea a post is, or null when it is none ('Post not found.'
 * for a post outside the corpus). The dialog that adds a post to ideas starts from it.
 */
export const getIdeaOfPost: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, ideaCalls.ideaOfPost, {
    handler: async (request) => {
      const postId = Number(request.params.postId);
      await requirePost(app.db, postId);
      return { success: true as const, data: (await findIdea(app.db, postId)) ?? null };
    },
  });
};
