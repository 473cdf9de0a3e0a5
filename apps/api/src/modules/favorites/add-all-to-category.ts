import { favoriteCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { savePosts } from './favorite-repository';
import { requireCategory } from './require-category';

/**
 * POST /api/favorites/categories/:id/posts: saves every post of a page of results into a
 * category; posts no longer in the corpus are skipped, and `added` counts only the new ones.
 */
export const addAllToCategory: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, favoriteCalls.addAllToCategory, {
    handler: async (request) => {
      const { userId } = currentUser(request);
      const categoryId = Number(request.params.id);
      await requireCategory(app.db, userId, categoryId);
      const data = await savePosts(app.db, userId, categoryId, request.body.postIds.map(Number));
      return { success: true as const, data };
    },
  });
};
