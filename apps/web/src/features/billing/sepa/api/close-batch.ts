import type { SepaBatchDetail } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sepaKeys } from '@/features/billing/sepa/api/sepa-keys';
import { apiClient } from '@/lib/api-client';

export const closeBatch = (id: number) => apiClient.post<SepaBatchDetail>(`/sepa/batches/${id}/close`);

export function useCloseBatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeBatch, onSuccess: () => void queryClient.invalidateQueries({ queryKey: sepaKeys.all }) });
}
