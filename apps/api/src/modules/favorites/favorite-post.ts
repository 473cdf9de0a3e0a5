import { favoriteCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { ensureDefaultCategory } from './category-repository';
import { favoriteStateOf, savePosts } from './favorite-repository';
import { requirePost } from './require-post';

/** PUT /api/favorites/posts/:postId: the heart, saving into the default category. */
export const favoritePost: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, favoriteCalls.favorite, {
    handler: async (request) => {
      const { userId } = currentUser(request);
      const postId = Number(request.params.postId);
      await requirePost(app.db, postId);
      const categoryId = await ensureDefaultCategory(app.db, userId);
      await savePosts(app.db, userId, categoryId, [postId]);
      return { success: true as const, data: await favoriteStateOf(app.db, userId, postId) };
    },
  });
};
