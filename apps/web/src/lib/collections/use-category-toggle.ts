import { favoriteCalls, type FavoriteCategory } from '@postradar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { collectionKeyRoot } from './collection-keys';
import { favoriteKeys } from './favorite-queries';

interface CategoryToggle {
  category: FavoriteCategory;
  /** True: save the post into the category; false: take it out. */
  add: boolean;
}

/**
 * Puts one post into a category or takes it out: the row's tick and count change at once and go
 * back, with the failure given to `onError`, if the change fails.
 */
export function useCategoryToggle(postId: string, onError: (error: Error) => void) {
  const queryClient = useQueryClient();
  const key = favoriteKeys.categories(postId);
  return useMutation({
    mutationFn: ({ category, add }: CategoryToggle) => {
      const params = { id: category._id, postId };
      return add
        ? api.call(favoriteCalls.addToCategory, { params })
        : api.call(favoriteCalls.removeFromCategory, { params });
    },
    onMutate: async ({ category, add }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FavoriteCategory[]>(key);
      queryClient.setQueryData<FavoriteCategory[]>(key, (categories) =>
        categories?.map((item) =>
          item._id === category._id
            ? { ...item, hasPost: add, postCount: Math.max(0, item.postCount + (add ? 1 : -1)) }
            : item,
        ),
      );
      return previous;
    },
    onError: (error, _toggle, previous) => {
      queryClient.setQueryData(key, previous);
      onError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeyRoot }),
  });
}
