import { useQuery } from '@tanstack/react-query';
import { sharedStripe } from './shared-stripe';

export const sharedStripeQueryKey = ['payment', 'stripe'] as const;

/**
 * The shared Stripe instance as a query, for the screens that wait on it: loaded once per page,
 * never retried on its own (the screen offers a retry), kept as is (it is not plain data).
 */
export function useSharedStripe() {
  return useQuery({
    queryKey: sharedStripeQueryKey,
    queryFn: sharedStripe,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    structuralSharing: false,
  });
}
