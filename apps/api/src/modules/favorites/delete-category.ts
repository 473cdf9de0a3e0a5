import { favoriteCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { currentUser } from '../auth/require-user';
import { deleteCategoryRow } from './category-repository';
import { requireCategory } from './require-category';

/**
 * DELETE /api/favorites/categories/:id: deletes a category with the posts saved in it. The
 * default category, where the heart saves, stays.
 */
export const deleteCategory: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, favoriteCalls.deleteCategory, {
    handler: async (request) => {
      const { userId } = currentUser(request);
      const category = await requireCategory(app.db, userId, Number(request.params.id));
      if (category.isDefault)
        throw new AppError('VALIDATION_FAILED', 'The default category cannot be deleted.');
      const removed = await deleteCategoryRow(app.db, userId, Number(category._id));
      return { success: true as const, data: { removed } };
    },
  });
};
