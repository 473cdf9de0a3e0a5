import { favoriteCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { findFavorites } from './favorite-repository';
import { requireCategory } from './require-category';

/** GET /api/favorites: the user's saved posts, newest first, of one category or of all. */
export const listFavorites: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, favoriteCalls.favorites, {
    handler: async (request) => {
      const { userId } = currentUser(request);
      const { categoryId } = request.query;
      if (categoryId !== undefined) await requireCategory(app.db, userId, Number(categoryId));
      const data = await findFavorites(app.db, userId, request.query);
      return { success: true as const, data };
    },
  });
};
