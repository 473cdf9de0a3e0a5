import { billingCalls } from '@postradar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { shouldRetry } from '../research/use-post-search';

/** The ways to pay this installation is configured for. */
export function useGateways() {
  return useQuery({
    queryKey: ['payment', 'gateways'],
    queryFn: ({ signal }) => api.call(billingCalls.gateways, { signal }),
    retry: shouldRetry,
  });
}
