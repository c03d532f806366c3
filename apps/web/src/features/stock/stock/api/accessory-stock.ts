import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessoryMovementRequest, accessoryMovementResponseSchema, accessoryStockListSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type AccessoryStockList = Infer<typeof accessoryStockListSchema>;

/** GET /api/stock/accessories: quantities per store. */
export function useAccessoryStock(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['accessory-stock', 'list', query],
    queryFn: ({ signal }) => apiClient.get<AccessoryStockList>('/stock/accessories', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/stock/accessories/movements (409 when the stock would go negative). */
export function useAccessoryMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccessoryMovementRequest) =>
      apiClient.post<Infer<typeof accessoryMovementResponseSchema>>('/stock/accessories/movements', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['accessory-stock', 'list'] }),
  });
}
