import type { inventoryScanResponseSchema } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inventoryKeys } from '@/features/stock/inventory/api/inventory-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type ScanResult = Infer<typeof inventoryScanResponseSchema>;

/** POST /api/inventories/{id}/scan, then the detail is read again. */
export const scanBike = (id: number, frameNumber: string) => apiClient.post<ScanResult>(`/inventories/${id}/scan`, { frameNumber });

export function useScanBike(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (frameNumber: string) => scanBike(id, frameNumber),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.inventory(id) }),
  });
}
