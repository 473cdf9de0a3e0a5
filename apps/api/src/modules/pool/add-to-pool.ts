import { poolCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { requirePost } from '../favorites/require-post';
import { poolOwnerOf } from './pool-owner';
import { insertPoolItem } from './pool-repository';
import { requirePoolItem } from './require-pool-item';

/**
 * PUT /api/pool/posts/:postId: puts a post on the pool. A post already there answers as it is,
 * with its note and who added it first.
 */
export const addToPool: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, poolCalls.addToPool, {
    handler: async (request) => {
      const { userId } = currentUser(request);
      const ownerId = poolOwnerOf(userId);
      const postId = Number(request.params.postId);
      await requirePost(app.db, postId);
      await insertPoolItem(app.db, { ownerId, addedBy: userId, postId });
      return { success: true as const, data: await requirePoolItem(app.db, ownerId, postId) };
    },
  });
};
