import type { mergeAccessoryResponseSchema } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/catalog/api/catalog-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type MergeResult = Infer<typeof mergeAccessoryResponseSchema>;

export const mergeAccessory = ({ id, duplicateId }: { id: number; duplicateId: number }): Promise<MergeResult> =>
  apiClient.post<MergeResult>(`/catalog/accessories/${id}/merge`, { duplicateId });

export function useMergeAccessory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeAccessory,
    onSuccess: (result) => {
      queryClient.setQueryData(catalogKeys.accessory(result.accessory.id), result.accessory);
      queryClient.removeQueries({ queryKey: catalogKeys.accessory(result.merged.duplicateId) });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.accessoryLists() });
    },
  });
}
