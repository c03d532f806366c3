import type { Accessory } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/catalog/api/catalog-keys';

/** Keeps the accessory the API answered and refreshes the lists. */
export function useAccessorySaved() {
  const queryClient = useQueryClient();
  return (accessory: Accessory) => {
    queryClient.setQueryData(catalogKeys.accessory(accessory.id), accessory);
    void queryClient.invalidateQueries({ queryKey: catalogKeys.accessoryLists() });
  };
}
