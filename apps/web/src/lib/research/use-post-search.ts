import { isApiError } from '@postradar/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { postSearchKey, searchPosts, type PostSource } from './search-posts';
import type { SearchParams } from './search-params';

/** A refused request (4xx) fails the same way again: only other failures are retried, once. */
export function shouldRetry(failureCount: number, error: Error): boolean {
  const status = isApiError(error) ? error.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

/**
 * A page of posts for `params`. While the next page or search loads, the previous results stay on
 * screen (`isPlaceholderData`), so the list never flashes empty.
 */
export function usePostSearch(source: PostSource, params: SearchParams, enabled = true) {
  return useQuery({
    queryKey: postSearchKey(source, params),
    queryFn: ({ signal }) => searchPosts(params, source, signal),
    placeholderData: keepPreviousData,
    retry: shouldRetry,
    enabled,
  });
}
