import { favoriteCalls } from '@postradar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { CollectionAddress, PerPage } from '../../lib/collections/collection-address';
import { favoriteKeys } from '../../lib/collections/favorite-queries';
import { shouldRetry } from '../../lib/research/use-post-search';

/** A page of saved posts, newest first, of the address's category or of all. */
export function useFavoriteList(address: CollectionAddress, enabled: boolean) {
  const query = {
    page: String(address.page),
    perPage: String(address.perPage) as `${PerPage}`,
    categoryId: address.category,
  };
  return useQuery({
    queryKey: favoriteKeys.list(query),
    queryFn: ({ signal }) => api.call(favoriteCalls.favorites, { query, signal }),
    placeholderData: keepPreviousData,
    retry: shouldRetry,
    enabled,
  });
}
