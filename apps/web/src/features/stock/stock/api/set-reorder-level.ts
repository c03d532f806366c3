import type { ReorderLevelRequest, reorderLevelResponseSchema } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stockKeys } from '@/features/stock/stock/api/stock-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

/** PUT /api/stock/accessories/:id/reorder-level: one store's level (null clears it). */
export const setReorderLevel = ({ accessoryId, ...body }: ReorderLevelRequest & { accessoryId: number }) =>
  apiClient.put<Infer<typeof reorderLevelResponseSchema>>(`/stock/accessories/${accessoryId}/reorder-level`, body);

export function useSetReorderLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReorderLevel,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: stockKeys.accessoryLists() }),
  });
}
