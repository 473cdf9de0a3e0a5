import { billingCalls } from '@postradar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { shouldRetry } from '../../lib/research/use-post-search';

/**
 * Today's searches against the plan's allowance (GET /payment/usage). Always asked afresh: each
 * search of the user changes it.
 */
export function useSearchUsage({ enabled = true } = {}) {
  return useQuery({
    queryKey: ['search-usage'] as const,
    queryFn: ({ signal }) => api.call(billingCalls.usage, { signal }),
    retry: shouldRetry,
    staleTime: 0,
    enabled,
  });
}
