import type { SepaMandate } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sepaKeys } from '@/features/billing/sepa/api/sepa-keys';
import { apiClient } from '@/lib/api-client';

/** Marks a mandate last: its next debit is FNAL, then it is revoked. */
export const markMandateFinal = (id: number) => apiClient.post<SepaMandate>(`/sepa/mandates/${id}/final-collection`);

export function useMarkMandateFinal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markMandateFinal, onSuccess: () => void queryClient.invalidateQueries({ queryKey: sepaKeys.all }) });
}
