import { poolCalls } from '@postradar/contracts';
import { api } from '../../lib/api';
import type { CollectionAddress, PerPage } from '../../lib/collections/collection-address';
import { collectionKey } from '../../lib/collections/collection-keys';
import { useListPage } from '../../lib/collections/use-list-page';

/** A page of the pool, latest first, with who added each post and its note. */
export function usePoolList(address: CollectionAddress) {
  const query = { page: String(address.page), perPage: String(address.perPage) as `${PerPage}` };
  return useListPage(collectionKey('pool', query), (signal) =>
    api.call(poolCalls.pool, { query, signal }),
  );
}
