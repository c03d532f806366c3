import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryDetail } from '@/features/stock/inventory/api/get-inventory';
import { inventoryKeys } from '@/features/stock/inventory/api/inventory-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/inventories/{id}/close: adjustments go to each bike's history. */
export const closeInventory = async (id: number) =>
  (await apiClient.post<{ inventory: InventoryDetail }>(`/inventories/${id}/close`)).inventory;

export function useCloseInventory(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeInventory(id),
    onSuccess: (inventory) => {
      queryClient.setQueryData(inventoryKeys.inventory(id), inventory);
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.stockBikes });
    },
  });
}
