import { personalizationCalls, type Personalization } from '@postradar/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { shouldRetry } from '../research/use-post-search';
import { personalizationQueryKey } from './personalization-query-key';

/** The query of the user's personalization, as the screens ask for it (and the start asks ahead). */
export function personalizationQuery() {
  return queryOptions({
    queryKey: personalizationQueryKey,
    queryFn: ({ signal }): Promise<Personalization> =>
      api.call(personalizationCalls.personalization, { signal }),
    retry: shouldRetry,
    staleTime: 5 * 60_000,
  });
}

/**
 * The user's niches, languages, countries and kind of posts (GET /api/personalization): empty
 * lists, `both` and `updatedAt: null` until they first save it.
 */
export function usePersonalization({ enabled = true } = {}) {
  return useQuery({ ...personalizationQuery(), enabled });
}

/**
 * The personalization a screen already loaded, read from the cache without asking the API
 * (undefined before): for what only matters where it is known, such as the research screens.
 */
export function useLoadedPersonalization(): Personalization | undefined {
  return useQueryClient().getQueryData<Personalization>(personalizationQueryKey);
}
