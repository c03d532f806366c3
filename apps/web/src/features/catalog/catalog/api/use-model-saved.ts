import type { BikeModel } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/catalog/api/catalog-keys';

/** Keeps the model the API answered and refreshes the lists. */
export function useModelSaved() {
  const queryClient = useQueryClient();
  return (model: BikeModel) => {
    queryClient.setQueryData(catalogKeys.bike(model.id), model);
    void queryClient.invalidateQueries({ queryKey: catalogKeys.bikeLists() });
  };
}
