import type { Building, BuildingInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conditionsKeys } from '@/features/companies/conditions/api/conditions-keys';
import { apiClient } from '@/lib/api-client';

export const updateBuilding = ({ id, input }: { id: number; input: BuildingInput }): Promise<Building> =>
  apiClient.put<Building>(`/buildings/${id}`, input);

export function useUpdateBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBuilding,
    onSuccess: (building) => queryClient.invalidateQueries({ queryKey: conditionsKeys.buildings(building.companyId) }),
  });
}
