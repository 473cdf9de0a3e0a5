import { personalizationCalls, type PersonalizationOptions } from '@postradar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { shouldRetry } from '../research/use-post-search';

/** The API counts the options at most every 10 minutes: asking again sooner gives the same. */
const optionsFreshMs = 10 * 60_000;

/**
 * The niches (those containing `q`), languages and countries of the corpus with their post
 * counts, the most posts first (GET /api/personalization/options). While another `q` loads, the
 * previous answer stays.
 */
export function usePersonalizationOptions(q: string, { enabled = true } = {}) {
  const text = q.trim();
  return useQuery({
    queryKey: ['personalization-options', text] as const,
    queryFn: ({ signal }): Promise<PersonalizationOptions> =>
      api.call(personalizationCalls.personalizationOptions, {
        query: text ? { q: text } : {},
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: optionsFreshMs,
    retry: shouldRetry,
    enabled,
  });
}
