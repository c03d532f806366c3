import type { buildingListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { boxesKeys } from '@/features/sharing/boxes/api/boxes-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BuildingList = Infer<typeof buildingListSchema>;

export const getCompanyBuildings = (companyId: number) =>
  apiClient.get<BuildingList>(`/companies/${companyId}/buildings`, { query: { perPage: 100 } });

/** The buildings of the company chosen in the box form. */
export const companyBuildingsQueryOptions = (companyId: number | null) =>
  queryOptions({ queryKey: boxesKeys.buildings(companyId), queryFn: () => getCompanyBuildings(companyId!), enabled: companyId !== null });

export function useCompanyBuildings(companyId: number | null) {
  return useQuery(companyBuildingsQueryOptions(companyId));
}
