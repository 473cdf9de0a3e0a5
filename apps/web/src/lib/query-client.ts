import { QueryClient } from '@tanstack/react-query';
import { isGateError } from './billing-gate/gate-error';

/**
 * One query cache for the app; research data is refetched on demand, not on every window focus. A
 * call refused for the user's plan is not tried again: the screen shows the upgrade prompt at once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isGateError(error) && failureCount < 1,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
