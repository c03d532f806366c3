import type { SepaMandate } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sepaKeys } from '@/features/billing/sepa/api/sepa-keys';
import { apiClient } from '@/lib/api-client';

export const revokeMandate = (id: number) => apiClient.post<SepaMandate>(`/sepa/mandates/${id}/revoke`);

export function useRevokeMandate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeMandate, onSuccess: () => void queryClient.invalidateQueries({ queryKey: sepaKeys.all }) });
}
