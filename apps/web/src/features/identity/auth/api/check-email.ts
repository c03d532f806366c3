import type { EmailCheckResponse } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from '@/features/identity/auth/api/auth-keys';
import { apiClient } from '@/lib/api-client';

export const checkEmail = (email: string): Promise<EmailCheckResponse> =>
  apiClient.get<EmailCheckResponse>('/auth/email-check', { query: { email } });

export const checkEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: authKeys.emailCheck(email),
    queryFn: () => checkEmail(email),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Checks an address once it has been entered (null until then). */
export function useCheckEmail(email: string | null) {
  return useQuery({ ...checkEmailQueryOptions(email ?? ''), enabled: email !== null });
}
