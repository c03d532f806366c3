import type { Building, BuildingInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conditionsKeys } from '@/features/companies/conditions/api/conditions-keys';
import { apiClient } from '@/lib/api-client';

export const createBuilding = ({ companyId, input }: { companyId: number; input: BuildingInput }): Promise<Building> =>
  apiClient.post<Building>(`/companies/${companyId}/buildings`, input);

export function useCreateBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBuilding,
    onSuccess: (building) => queryClient.invalidateQueries({ queryKey: conditionsKeys.buildings(building.companyId) }),
  });
}
