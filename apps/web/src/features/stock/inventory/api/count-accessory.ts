import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryDetail } from '@/features/stock/inventory/api/get-inventory';
import { inventoryKeys } from '@/features/stock/inventory/api/inventory-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/inventories/{id}/accessories: how many of an accessory were counted. */
export const countAccessory = async (id: number, input: { accessoryId: number; counted: number }) =>
  (await apiClient.post<{ inventory: InventoryDetail }>(`/inventories/${id}/accessories`, input)).inventory;

export function useCountAccessory(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { accessoryId: number; counted: number }) => countAccessory(id, input),
    onSuccess: (inventory) => queryClient.setQueryData(inventoryKeys.inventory(id), inventory),
  });
}
