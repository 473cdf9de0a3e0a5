import { poolCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { requirePost } from '../favorites/require-post';
import { poolOwnerOf } from './pool-owner';
import { deletePoolItem } from './pool-repository';

/** DELETE /api/pool/posts/:postId: takes a post off the pool (`removed`: it was there). */
export const removeFromPool: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, poolCalls.removeFromPool, {
    handler: async (request) => {
      const ownerId = poolOwnerOf(currentUser(request).userId);
      const postId = Number(request.params.postId);
      await requirePost(app.db, postId);
      const removed = await deletePoolItem(app.db, ownerId, postId);
      return { success: true as const, data: { removed } };
    },
  });
};
