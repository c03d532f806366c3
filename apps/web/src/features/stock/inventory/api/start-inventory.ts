import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryDetail } from '@/features/stock/inventory/api/get-inventory';
import { inventoryKeys } from '@/features/stock/inventory/api/inventory-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/inventories: start counting a store. */
export const startInventory = async (locationId: number) =>
  (await apiClient.post<{ inventory: InventoryDetail }>('/inventories', { locationId })).inventory;

export function useStartInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startInventory,
    onSuccess: (inventory) => {
      queryClient.setQueryData(inventoryKeys.inventory(inventory.id), inventory);
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.lists() });
    },
  });
}
