import type { CheckResponse } from '@veloport/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/errors';
import { rememberedSession, rememberSession } from '@/lib/offline-session';

export const AUTH_QUERY_KEY = ['auth', 'check'] as const;

const SIGNED_OUT: CheckResponse = { authenticated: false, user: null };

/** A failed check (network, 5xx, anything) simply means "not signed in". */
export async function checkAuth(): Promise<CheckResponse> {
  try {
    const response = await apiClient.get<CheckResponse>('/auth/check');
    const check = response.authenticated && response.user ? response : SIGNED_OUT;
    rememberSession(check);
    return check;
  } catch (error) {
    // No network: a mechanic's phone keeps their day open offline (decision 034).
    return (isApiError(error) && error.isNetworkError ? rememberedSession() : null) ?? SIGNED_OUT;
  }
}

export const authCheckQueryOptions = () =>
  queryOptions({
    queryKey: AUTH_QUERY_KEY,
    queryFn: checkAuth,
    // The session changes through our own calls (login, logout, profile), which update this cache.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
