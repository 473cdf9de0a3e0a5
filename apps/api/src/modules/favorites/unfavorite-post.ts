import { favoriteCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { favoriteStateOf, removeFromAllCategories } from './favorite-repository';
import { requirePost } from './require-post';

/** DELETE /api/favorites/posts/:postId: the heart again, taking the post out of every category. */
export const unfavoritePost: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, favoriteCalls.unfavorite, {
    handler: async (request) => {
      const { userId } = currentUser(request);
      const postId = Number(request.params.postId);
      await requirePost(app.db, postId);
      await removeFromAllCategories(app.db, userId, postId);
      return { success: true as const, data: await favoriteStateOf(app.db, userId, postId) };
    },
  });
};
