import type { tokenCheckResponseSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from '@/features/identity/auth/api/auth-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type PasswordTokenCheck = Infer<typeof tokenCheckResponseSchema>;

/** A link is issued for one purpose: a set-password link is not a valid reset link. */
export type PasswordTokenPurpose = 'reset' | 'set';

export const getPasswordToken = (token: string, purpose: PasswordTokenPurpose = 'reset'): Promise<PasswordTokenCheck> =>
  apiClient.get<PasswordTokenCheck>(`/auth/password-tokens/${encodeURIComponent(token)}`, { query: { purpose } });

export const passwordTokenQueryOptions = (token: string, purpose: PasswordTokenPurpose = 'reset') =>
  queryOptions({
    queryKey: authKeys.passwordToken(purpose, token),
    queryFn: () => getPasswordToken(token, purpose),
    retry: false,
    staleTime: 60_000,
  });

export function usePasswordToken(token: string, purpose: PasswordTokenPurpose = 'reset', { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...passwordTokenQueryOptions(token, purpose), enabled });
}
