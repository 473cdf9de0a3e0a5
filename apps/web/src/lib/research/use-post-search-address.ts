import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { addressParams, requestParams, type SearchParams, type SearchScope } from './search-params';
import type { PostSource } from './search-posts';
import { postSearchQuery } from './use-post-search';
import { useSearchAddress } from './use-search-address';

/**
 * The search of the current address and a way to change it (`useSearchAddress`) that also asks
 * for the new page of posts at once: the request leaves with the key press or click, while the
 * screen renders the new address, instead of after it. `isLeaving` says a new search was asked
 * for and the screen still shows the address it left (its results are on their way out).
 */
export function usePostSearchAddress(scope: SearchScope, source: PostSource) {
  const { params, go: goToAddress } = useSearchAddress(scope);
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const [leftSearch, setLeftSearch] = useState<string | null>(null);
  if (leftSearch !== null && leftSearch !== search) setLeftSearch(null);
  const go = useCallback(
    (next: SearchParams): boolean => {
      if (!goToAddress(next)) return false;
      setLeftSearch(search);
      const request = requestParams(addressParams(next, scope), scope);
      void queryClient.prefetchQuery(postSearchQuery(source, request));
      return true;
    },
    [goToAddress, queryClient, scope, search, source],
  );
  return { params, go, isLeaving: leftSearch === search };
}
