import { QueryClient } from '@tanstack/react-query';

/** One query cache for the app; research data is refetched on demand, not on every window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
}
