import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../auth/require-user';
import { gateMembership } from '../billing/membership-gates';
import { addAllToCategory } from './add-all-to-category';
import { addToCategory } from './add-to-category';
import { createCategory } from './create-category';
import { deleteCategory } from './delete-category';
import { favoritePost } from './favorite-post';
import { listCategories } from './list-categories';
import { listFavorites } from './list-favorites';
import { removeFromCategory } from './remove-from-category';
import { renameCategory } from './rename-category';
import { unfavoritePost } from './unfavorite-post';

/**
 * The signed-in user's favorite categories and the posts saved in them, under /api, for members
 * whose plan has favorites (checked before the parameters are validated). Everything here is the
 * user's own.
 */
export const favoritesModule: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireUser);
  gateMembership(app, 'favorites');
  await app.register(listCategories);
  await app.register(createCategory);
  await app.register(renameCategory);
  await app.register(deleteCategory);
  await app.register(listFavorites);
  await app.register(addToCategory);
  await app.register(removeFromCategory);
  await app.register(addAllToCategory);
  await app.register(favoritePost);
  await app.register(unfavoritePost);
};
