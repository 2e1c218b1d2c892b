import { QueryClient } from '@tanstack/react-query';
import { AxiosError } from 'axios';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying a 4xx only repeats the same answer; retry network trouble and 5xx once.
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof AxiosError && (error.response?.status ?? 500) < 500),
      },
    },
  });
}
