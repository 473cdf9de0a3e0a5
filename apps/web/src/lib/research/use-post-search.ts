import { isApiError } from '@postradar/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { postSearchKey, searchPosts, type PostSource } from './search-posts';
import type { SearchParams } from './search-params';

/** A refused request (4xx) fails the same way again: only other failures are retried, once. */
export function shouldRetry(failureCount: number, error: Error): boolean {
  const status = isApiError(error) ? error.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

/** The query of a page of posts for `params`, as the screen asks for it (and fetches it ahead). */
export function postSearchQuery(source: PostSource, params: SearchParams) {
  return queryOptions({
    queryKey: postSearchKey(source, params),
    queryFn: ({ signal }) => searchPosts(params, source, signal),
    retry: shouldRetry,
  });
}

/**
 * A page of posts for `params`. While the next page or search loads, the previous results stay on
 * screen (`isPlaceholderData`), so the list never flashes empty.
 */
export function usePostSearch(source: PostSource, params: SearchParams, enabled = true) {
  return useQuery({
    ...postSearchQuery(source, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
