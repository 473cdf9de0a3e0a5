import { favoriteCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withUniqueName } from '../../lib/collection-errors';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { insertCategory } from './category-repository';

/** POST /api/favorites/categories: a new, empty category with a name the user has not used. */
export const createCategory: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, favoriteCalls.createCategory, {
    handler: async (request) => {
      const { userId } = currentUser(request);
      const data = await withUniqueName(() => insertCategory(app.db, userId, request.body.name));
      return { success: true as const, data };
    },
  });
};
