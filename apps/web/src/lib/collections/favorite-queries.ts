import { favoriteCalls, type FavoriteCategory } from '@postradar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { shouldRetry } from '../research/use-post-search';
import { collectionKey } from './collection-keys';

/** Query keys of the favorites, under the collections' root (every change refreshes them). */
export const favoriteKeys = {
  categories: (postId?: string) => collectionKey('favorites', 'categories', postId ?? null),
  list: (query: object) => collectionKey('favorites', 'list', query),
};

/** The user's categories, default first then by name; with `postId`, which of them hold it. */
export function useFavoriteCategories(postId?: string) {
  return useQuery({
    queryKey: favoriteKeys.categories(postId),
    queryFn: ({ signal }): Promise<FavoriteCategory[]> =>
      api.call(favoriteCalls.categories, { query: postId ? { postId } : {}, signal }),
    retry: shouldRetry,
  });
}

/** Creates a category; the API refuses a blank or long name and one the user already has. */
export function createCategory(name: string): Promise<FavoriteCategory> {
  return api.call(favoriteCalls.createCategory, { body: { name } });
}
