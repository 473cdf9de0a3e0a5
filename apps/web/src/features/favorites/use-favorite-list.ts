import { favoriteCalls } from '@postradar/contracts';
import { api } from '../../lib/api';
import type { CollectionAddress, PerPage } from '../../lib/collections/collection-address';
import { favoriteKeys } from '../../lib/collections/favorite-queries';
import { useListPage } from '../../lib/collections/use-list-page';

/** A page of saved posts, newest first, of the address's category or of all. */
export function useFavoriteList(address: CollectionAddress, enabled: boolean) {
  const query = {
    page: String(address.page),
    perPage: String(address.perPage) as `${PerPage}`,
    categoryId: address.category,
  };
  return useListPage(
    favoriteKeys.list(query),
    (signal) => api.call(favoriteCalls.favorites, { query, signal }),
    enabled,
  );
}
