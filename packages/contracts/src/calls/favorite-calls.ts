import {
  addPostsBodySchema,
  addPostsResponseSchema,
  categoryPostParamsSchema,
  favoriteCategoryListQuerySchema,
  favoriteCategoryListResponseSchema,
  favoriteCategoryResponseSchema,
  favoriteListQuerySchema,
  favoriteListResponseSchema,
  favoriteStateResponseSchema,
  postParamsSchema,
} from '../collections/favorites';
import { idParamsSchema, nameBodySchema, removedSchema } from '../collections/collection-shared';
import { successEnvelope } from '../envelope';
import { defineCall } from './define-call';

/** The signed-in user's own collections under /api (docs/product.md, Collections). */
export const ownCall = { prefix: 'main', access: 'user' } as const;

/** Favorite categories and the posts saved in them. */
export const favoriteCalls = {
  categories: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/favorites/categories',
    summary: "The user's favorite categories by name, with counts; postId marks those holding it.",
    query: favoriteCategoryListQuerySchema,
    response: favoriteCategoryListResponseSchema,
  }),
  createCategory: defineCall({
    ...ownCall,
    method: 'POST',
    path: '/favorites/categories',
    summary: "Creates a category ('Invalid name', 'This name already exists').",
    body: nameBodySchema,
    response: favoriteCategoryResponseSchema,
  }),
  renameCategory: defineCall({
    ...ownCall,
    method: 'PUT',
    path: '/favorites/categories/:id',
    summary: 'Renames a category.',
    params: idParamsSchema,
    body: nameBodySchema,
    response: favoriteCategoryResponseSchema,
  }),
  deleteCategory: defineCall({
    ...ownCall,
    method: 'DELETE',
    path: '/favorites/categories/:id',
    summary: 'Deletes a category and the posts saved in it (not the default category).',
    params: idParamsSchema,
    response: successEnvelope(removedSchema),
  }),
  favorites: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/favorites',
    summary: 'Saved posts, newest first, of one category or of all.',
    query: favoriteListQuerySchema,
    response: favoriteListResponseSchema,
  }),
  addToCategory: defineCall({
    ...ownCall,
    method: 'PUT',
    path: '/favorites/categories/:id/posts/:postId',
    summary: 'Saves a post into a category (saving it twice keeps one).',
    params: categoryPostParamsSchema,
    response: favoriteStateResponseSchema,
  }),
  removeFromCategory: defineCall({
    ...ownCall,
    method: 'DELETE',
    path: '/favorites/categories/:id/posts/:postId',
    summary: 'Takes a post out of a category.',
    params: categoryPostParamsSchema,
    response: favoriteStateResponseSchema,
  }),
  addAllToCategory: defineCall({
    ...ownCall,
    method: 'POST',
    path: '/favorites/categories/:id/posts',
    summary: 'Saves every post of a page of results into a category.',
    params: idParamsSchema,
    body: addPostsBodySchema,
    response: addPostsResponseSchema,
  }),
  favorite: defineCall({
    ...ownCall,
    method: 'PUT',
    path: '/favorites/posts/:postId',
    summary: 'The heart: saves a post into the default category (created on first use).',
    params: postParamsSchema,
    response: favoriteStateResponseSchema,
  }),
  unfavorite: defineCall({
    ...ownCall,
    method: 'DELETE',
    path: '/favorites/posts/:postId',
    summary: 'The heart again: takes a post out of every category.',
    params: postParamsSchema,
    response: favoriteStateResponseSchema,
  }),
};
