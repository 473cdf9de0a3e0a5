import { ideaCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { requirePost } from '../favorites/require-post';
import { findIdea, upsertIdea } from './idea-repository';

/**
 * PUT /api/ideas/posts/:postId: makes a post an idea with a note and niche, or edits them; the
 * same call again changes nothing. 'Post not found.' for a post outside the corpus.
 */
export const saveIdea: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, ideaCalls.saveIdea, {
    handler: async (request) => {
      const postId = Number(request.params.postId);
      await requirePost(app.db, postId);
      await upsertIdea(app.db, {
        postId,
        moderatorId: currentUser(request).userId,
        ...request.body,
      });
      const idea = await findIdea(app.db, postId);
      // Only a post deleted in between leaves no idea behind.
      if (!idea) throw notFound('Post not found.');
      return { success: true as const, data: idea };
    },
  });
};
