import type { ConfirmEmailResponse } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from '@/features/identity/auth/api/auth-keys';
import { apiClient } from '@/lib/api-client';

export const confirmEmail = (token: string): Promise<ConfirmEmailResponse> =>
  apiClient.post<ConfirmEmailResponse>('/auth/confirm-email', { token });

/**
 * Follows the link once when the page opens. A query rather than a mutation: the page mounting twice
 * (development's strict mode, a re-render) must not spend the single-use token twice.
 */
export const confirmEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.confirmEmail(token),
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useConfirmEmail(token: string) {
  return useQuery(confirmEmailQueryOptions(token));
}
