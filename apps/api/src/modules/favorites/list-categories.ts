import { favoriteCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { ensureDefaultCategory, findCategories } from './category-repository';

/**
 * GET /api/favorites/categories: the user's categories, the default first (created on the first
 * list), then by name; `postId` marks the ones holding that post.
 */
export const listCategories: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, favoriteCalls.categories, {
    handler: async (request) => {
      const { userId } = currentUser(request);
      const { q, postId } = request.query;
      await ensureDefaultCategory(app.db, userId);
      const data = await findCategories(app.db, userId, {
        q,
        postId: postId === undefined ? undefined : Number(postId),
      });
      return { success: true as const, data };
    },
  });
};
