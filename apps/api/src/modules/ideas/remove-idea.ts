import { ideaCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { requirePost } from '../favorites/require-post';
import { deleteIdea } from './idea-repository';

/** DELETE /api/ideas/posts/:postId: takes a post off ideas (`removed`: it was one). */
export const removeIdea: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, ideaCalls.removeIdea, {
    handler: async (request) => {
      const postId = Number(request.params.postId);
      await requirePost(app.db, postId);
      return { success: true as const, data: { removed: await deleteIdea(app.db, postId) } };
    },
  });
};
