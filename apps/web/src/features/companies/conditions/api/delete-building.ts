import type { Building } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conditionsKeys } from '@/features/companies/conditions/api/conditions-keys';
import { apiClient } from '@/lib/api-client';

export const deleteBuilding = (building: Pick<Building, 'id' | 'companyId'>): Promise<void> =>
  apiClient.delete<void>(`/buildings/${building.id}`);

export function useDeleteBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBuilding,
    onSuccess: (_nothing, building) => {
      void queryClient.invalidateQueries({ queryKey: conditionsKeys.buildings(building.companyId) });
      // A deleted building leaves the shared-bike rules too.
      void queryClient.invalidateQueries({ queryKey: conditionsKeys.conditions(building.companyId) });
    },
  });
}
