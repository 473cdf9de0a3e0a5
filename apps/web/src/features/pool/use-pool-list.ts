import { poolCalls } from '@postradar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { CollectionAddress, PerPage } from '../../lib/collections/collection-address';
import { collectionKey } from '../../lib/collections/collection-keys';
import { shouldRetry } from '../../lib/research/use-post-search';

/** A page of the pool, latest first, with who added each post and its note. */
export function usePoolList(address: CollectionAddress) {
  const query = { page: String(address.page), perPage: String(address.perPage) as `${PerPage}` };
  return useQuery({
    queryKey: collectionKey('pool', query),
    queryFn: ({ signal }) => api.call(poolCalls.pool, { query, signal }),
    placeholderData: keepPreviousData,
    retry: shouldRetry,
  });
}
