import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { shouldRetry } from '../research/use-post-search';

/**
 * A page of a list: the page shown stays (dimmed by the list) while the next one loads, and a
 * refusal is not tried again.
 */
export function useListPage<T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  enabled = true,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    placeholderData: keepPreviousData,
    retry: shouldRetry,
    enabled,
  });
}
