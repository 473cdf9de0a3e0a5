import { favoriteCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { favoriteStateOf, removeFromCategoryRow } from './favorite-repository';
import { requireCategory } from './require-category';
import { requirePost } from './require-post';

/** DELETE /api/favorites/categories/:id/posts/:postId: takes a post out of one category. */
export const removeFromCategory: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, favoriteCalls.removeFromCategory, {
    handler: async (request) => {
      const { userId } = currentUser(request);
      const categoryId = Number(request.params.id);
      const postId = Number(request.params.postId);
      await requireCategory(app.db, userId, categoryId);
      await requirePost(app.db, postId);
      await removeFromCategoryRow(app.db, userId, categoryId, postId);
      return { success: true as const, data: await favoriteStateOf(app.db, userId, postId) };
    },
  });
};
