import type { ApiError } from '@postradar/api-client';
import { dashboardCalls, movingSorts, type MovingSort } from '@postradar/contracts';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { isGateError } from '../../lib/billing-gate/gate-error';
import { useCallsNeedingPlan } from '../../lib/billing-gate/use-calls-needing-plan';
import { collectionKey } from '../../lib/collections/collection-keys';
import { usePersonalization } from '../../lib/personalization/use-personalization';
import { shouldRetry } from '../../lib/research/use-post-search';
import { inSearchSlot } from './search-slots';

/**
 * Query keys of the dashboard's blocks. The news and the favorites sit under the collections'
 * root, so that following, saving or running a search refreshes them with the rest; the moving
 * posts follow the personalization they were narrowed by.
 */
export const dashboardKeys = {
  moving: (sort: MovingSort, personalizedAt: string | null | undefined) =>
    ['dashboard', 'moving', sort, personalizedAt ?? null] as const,
  news: collectionKey('dashboard', 'news'),
  favorites: collectionKey('dashboard', 'favorites'),
  corpus: ['dashboard', 'corpus'] as const,
};

/**
 * A moving-today block's query, asked once the user's personalization is known (the API narrows
 * the posts by it, so a saved change is a new key) and the plan's calls may go.
 */
function movingOptions(
  sort: MovingSort,
  personalization: ReturnType<typeof usePersonalization>,
  mayCall: boolean,
) {
  return queryOptions({
    queryKey: dashboardKeys.moving(sort, personalization.data?.updatedAt),
    queryFn: ({ signal }) =>
      inSearchSlot(() => api.call(dashboardCalls.moving, { query: { sort }, signal })),
    retry: shouldRetry,
    enabled: !personalization.isPending && mayCall,
  });
}

/** The posts moving most now by one measure, in the user's niches. */
export function useMovingPosts(sort: MovingSort) {
  const personalization = usePersonalization();
  const { mayCall } = useCallsNeedingPlan();
  return useQuery(movingOptions(sort, personalization, mayCall));
}

/**
 * The refusal of the moving-today blocks for the user's plan, if any (the API's, or the one known
 * before asking): they are refused together, so one upgrade prompt stands for the four. Reads the
 * blocks' own queries, asking nothing more.
 */
export function useMovingRefusal(): ApiError | undefined {
  const personalization = usePersonalization();
  const { mayCall, refusal } = useCallsNeedingPlan();
  const refused = useQueries({
    queries: movingSorts.map((sort) => movingOptions(sort, personalization, mayCall)),
    combine: (results) => results.map((result) => result.error).find(isGateError),
  });
  return refused ?? refusal;
}

/** Follows and saved searches with posts the user has not seen yet. */
export function useDashboardNews() {
  const { mayCall } = useCallsNeedingPlan();
  return useQuery({
    queryKey: dashboardKeys.news,
    queryFn: ({ signal }) => inSearchSlot(() => api.call(dashboardCalls.news, { signal })),
    retry: shouldRetry,
    enabled: mayCall,
  });
}

/** The user's latest favorites across their categories. */
export function useDashboardFavorites() {
  const { mayCall } = useCallsNeedingPlan();
  return useQuery({
    queryKey: dashboardKeys.favorites,
    queryFn: ({ signal }) => api.call(dashboardCalls.favorites, { signal }),
    retry: shouldRetry,
    enabled: mayCall,
  });
}

/** The corpus in figures; the same for every user, and cached for minutes by the API too. */
export function useCorpusFigures() {
  return useQuery({
    queryKey: dashboardKeys.corpus,
    queryFn: ({ signal }) => api.call(dashboardCalls.corpus, { signal }),
    retry: shouldRetry,
    staleTime: 5 * 60_000,
  });
}
