import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: data never goes stale, no refetch on window focus, no polling and no retries.
 * Fresh data comes from explicit invalidation after a mutation, which keeps a 3G connection quiet.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
