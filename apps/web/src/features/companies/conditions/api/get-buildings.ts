import type { Building, buildingListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { conditionsKeys } from '@/features/companies/conditions/api/conditions-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

type BuildingList = Infer<typeof buildingListSchema>;
const PER_PAGE = 100;
const MAX_PAGES = 10;

/** Every building of the company (a handful in practice), by name. */
export async function getBuildings(companyId: number): Promise<Building[]> {
  const all: Building[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const list = await apiClient.get<BuildingList>(`/companies/${companyId}/buildings`, {
      query: { page, perPage: PER_PAGE, sort: 'name' },
    });
    all.push(...list.data);
    if (all.length >= list.meta.total || list.data.length === 0) break;
  }
  return all;
}

export const buildingsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: conditionsKeys.buildings(companyId), queryFn: () => getBuildings(companyId), retry: false });

export function useBuildings(companyId: number) {
  return useQuery(buildingsQueryOptions(companyId));
}
