import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from './http-session.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying a 4xx only repeats the same answer; retry network trouble and 5xx once.
        retry: (failureCount, error) => failureCount < 1 && (errorStatus(error) ?? 500) >= 500,
      },
    },
  });
}
