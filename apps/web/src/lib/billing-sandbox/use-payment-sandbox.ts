import { billingCalls } from '@postradar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** GET /payment/mode: the installation's mode never changes while it runs, so asked once. */
export const paymentModeQuery = queryOptions({
  queryKey: ['payment', 'mode'],
  queryFn: ({ signal }) => api.call(billingCalls.paymentMode, { signal }),
  staleTime: Infinity,
});

/**
 * Whether payments go to local test providers (the sandbox). False until known, and when the
 * question fails.
 */
export function usePaymentSandbox(): boolean {
  return useQuery(paymentModeQuery).data?.sandbox === true;
}
