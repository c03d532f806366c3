import { useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/catalog/api/catalog-keys';

/** Reads the characteristics again after a change (the list is small). */
export function useCharacteristicsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogKeys.characteristics() });
}
