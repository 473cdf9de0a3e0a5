import { searchHistoryCalls } from '@postradar/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { api } from '../api';
import { writeSearchParams, type SearchParams, type SearchScope } from '../research/search-params';
import { searchHistoryKey } from './search-keys';
import { storedSearchHref, toStoredSearch, type StoredSearch } from './stored-search';

/** How many results a search found, as its answer says. */
export interface SearchAnswer {
  total: number;
  totalCapped: boolean;
}

/**
 * The search last recorded on each screen (by path), for as long as the app's data cache lives:
 * paging, a re-render or coming back to a screen shows the same search without recording it again.
 */
const recordedByCache = new WeakMap<QueryClient, Map<string, string>>();

function recordedSearches(queryClient: QueryClient): Map<string, string> {
  let recorded = recordedByCache.get(queryClient);
  if (!recorded) {
    recorded = new Map();
    recordedByCache.set(queryClient, recorded);
  }
  return recorded;
}

/**
 * Records the search on screen in the user's history once it answers (`answer`: its current,
 * not placeholder, result), unless it is the one last recorded on this screen or the screen's
 * plain listing without any parameter. A failed recording is ignored: it never disturbs the
 * search. Answers the search as stored, for the Save search control; nothing on a screen whose
 * searches are not kept.
 */
export function useRecordSearch(
  params: SearchParams,
  scope: SearchScope,
  answer: SearchAnswer | undefined,
): StoredSearch | undefined {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const search = useMemo(() => toStoredSearch(pathname, params, scope), [pathname, params, scope]);
  const isPlainListing = writeSearchParams({ ...params, page: undefined }, scope) === '';

  useEffect(() => {
    if (!search || !answer || isPlainListing) return;
    const recorded = recordedSearches(queryClient);
    const key = storedSearchHref(search);
    if (recorded.get(search.path) === key) return;
    recorded.set(search.path, key);
    const body = { ...search, total: answer.total, totalCapped: answer.totalCapped };
    api
      .call(searchHistoryCalls.record, { body })
      .then(() => queryClient.invalidateQueries({ queryKey: searchHistoryKey() }))
      .catch(() => undefined);
  }, [search, answer, isPlainListing, queryClient]);

  return search;
}
