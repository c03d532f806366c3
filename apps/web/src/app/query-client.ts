import type { CheckResponse } from '@veloport/domain';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { AUTH_QUERY_KEY } from '@/lib/auth/check-auth';

export function createQueryClient(): QueryClient {
  // A call answered "unauthenticated" means the session expired: sign out locally so guards send to login.
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401 && error.code === 'unauthenticated') {
      client.setQueryData<CheckResponse>(AUTH_QUERY_KEY, { authenticated: false, user: null });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
