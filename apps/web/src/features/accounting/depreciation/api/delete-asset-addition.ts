import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depreciationKeys } from '@/features/accounting/depreciation/api/depreciation-keys';
import { apiClient } from '@/lib/api-client';

/** DELETE /api/stock/bikes/{id}/additions/{additionId}: one recorded by mistake, while its month is not booked. */
export function useDeleteAssetAddition(bikeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (additionId: number) => apiClient.delete<void>(`/stock/bikes/${bikeId}/additions/${additionId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depreciationKeys.all }),
  });
}
