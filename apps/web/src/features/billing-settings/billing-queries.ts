import { billingCalls } from '@postradar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { shouldRetry } from '../../lib/research/use-post-search';

/** The user's bills, newest first. */
export function useBills() {
  return useQuery({
    queryKey: ['bills'],
    queryFn: ({ signal }) => api.call(billingCalls.bills, { signal }),
    retry: shouldRetry,
  });
}

/** Stops the renewal of the user's plan; access lasts until its finish. */
export function cancelMembership() {
  return api.call(billingCalls.cancelMembership);
}
