import type { AccessoryMovementRequest, accessoryMovementResponseSchema } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stockKeys } from '@/features/stock/stock/api/stock-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

/** POST /api/stock/accessories/movements (409 when the stock would go negative). */
export const moveAccessoryStock = (input: AccessoryMovementRequest) =>
  apiClient.post<Infer<typeof accessoryMovementResponseSchema>>('/stock/accessories/movements', input);

export function useMoveAccessoryStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveAccessoryStock,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: stockKeys.accessoryLists() }),
  });
}
