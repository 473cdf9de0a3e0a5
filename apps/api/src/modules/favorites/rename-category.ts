import { favoriteCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { withUniqueName } from '../../lib/collection-errors';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { updateCategoryName } from './category-repository';
import { requireCategory } from './require-category';

/** PUT /api/favorites/categories/:id: renames a category, the default one too. */
export const renameCategory: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, favoriteCalls.renameCategory, {
    handler: async (request) => {
      const { userId } = currentUser(request);
      const id = Number(request.params.id);
      const renamed = await withUniqueName(() =>
        updateCategoryName(app.db, userId, id, request.body.name),
      );
      if (!renamed) throw notFound('Favorite category not found.');
      return { success: true as const, data: await requireCategory(app.db, userId, id) };
    },
  });
};
