import type { AssetAddition, AssetAdditionInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depreciationKeys } from '@/features/accounting/depreciation/api/depreciation-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/stock/bikes/{id}/additions: the register's figures change with it, so every depreciation read is stale. */
export function useRecordAssetAddition(bikeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssetAdditionInput) => apiClient.post<AssetAddition>(`/stock/bikes/${bikeId}/additions`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depreciationKeys.all }),
  });
}
