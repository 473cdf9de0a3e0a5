import { z } from 'zod/mini';
import { successEnvelope } from '../envelope';
import { listPageQuerySchema, paginatedSchema, postSchema } from '../research';
import { numericIdSchema, postIdListSchema } from './collection-shared';

/** A favorite category with how many posts it holds. */
export const favoriteCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The category a heart saves into; it cannot be deleted. */
  isDefault: z.boolean(),
  postCount: z.int(),
  /** Whether it holds the post named by the list's `postId` (false when none was named). */
  hasPost: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FavoriteCategory = z.infer<typeof favoriteCategorySchema>;

/** GET /api/favorites/categories: every category, by name; `postId` fills `hasPost`. */
export const favoriteCategoryListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(80, 'must be at most 80 characters'))),
  postId: z.optional(numericIdSchema),
});
export const favoriteCategoryListResponseSchema = successEnvelope(z.array(favoriteCategorySchema));
export const favoriteCategoryResponseSchema = successEnvelope(favoriteCategorySchema);

/** GET /api/favorites: saved posts, newest first, of one category or of all. */
export const favoriteListQuerySchema = z.extend(listPageQuerySchema, {
  categoryId: z.optional(numericIdSchema),
});
export type FavoriteListQuery = z.output<typeof favoriteListQuerySchema>;

export const favoriteItemSchema = z.object({
  post: postSchema,
  categoryId: z.string(),
  savedAt: z.string(),
});
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;
export const favoriteListResponseSchema = successEnvelope(paginatedSchema(favoriteItemSchema));

export const categoryPostParamsSchema = z.object({
  id: numericIdSchema,
  postId: numericIdSchema,
});

/** One post in or out of a category: where it is saved now. */
export const favoriteStateSchema = z.object({
  postId: z.string(),
  /** The categories holding the post after the change (none: it is no longer a favorite). */
  categoryIds: z.array(z.string()),
});
export type FavoriteState = z.infer<typeof favoriteStateSchema>;
export const favoriteStateResponseSchema = successEnvelope(favoriteStateSchema);

/** POST /api/favorites/categories/:id/posts: every post of the page of results at once. */
export const addPostsBodySchema = z.object({ postIds: postIdListSchema });
export const addPostsResponseSchema = successEnvelope(
  z.object({
    /** Posts newly saved (those already in the category are not counted twice). */
    added: z.int(),
    postCount: z.int(),
  }),
);

/** POST /api/favorites/posts/:postId: the heart, saving into the default category. */
export const postParamsSchema = z.object({ postId: numericIdSchema });
