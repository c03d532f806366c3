import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sepaKeys } from '@/features/billing/sepa/api/sepa-keys';
import { apiClient } from '@/lib/api-client';

export const createBatch = (input: { collectionDate: string; billIds?: number[] }) =>
  apiClient.post<{ id: number }>('/sepa/batches', input);

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBatch, onSuccess: () => void queryClient.invalidateQueries({ queryKey: sepaKeys.all }) });
}
