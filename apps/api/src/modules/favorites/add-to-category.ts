import { favoriteCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { favoriteStateOf, savePosts } from './favorite-repository';
import { requireCategory } from './require-category';
import { requirePost } from './require-post';

/** PUT /api/favorites/categories/:id/posts/:postId: saves a post into a category, once. */
export const addToCategory: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, favoriteCalls.addToCategory, {
    handler: async (request) => {
      const { userId } = currentUser(request);
      const categoryId = Number(request.params.id);
      const postId = Number(request.params.postId);
      await requireCategory(app.db, userId, categoryId);
      await requirePost(app.db, postId);
      await savePosts(app.db, userId, categoryId, [postId]);
      return { success: true as const, data: await favoriteStateOf(app.db, userId, postId) };
    },
  });
};
