import type { CompanyBike, companyBikeListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { conditionsKeys } from '@/features/companies/conditions/api/conditions-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

type CompanyBikeList = Infer<typeof companyBikeListSchema>;

/** The company's physical bikes, by frame number, for the shared-bike condition (GET /api/companies/:id/bikes). */
export async function getCompanyBikes(companyId: number): Promise<CompanyBike[]> {
  return (await apiClient.get<CompanyBikeList>(`/companies/${companyId}/bikes`)).data;
}

export const companyBikesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: conditionsKeys.bikes(companyId),
    queryFn: () => getCompanyBikes(companyId),
    retry: false,
    staleTime: 60_000,
  });

export function useCompanyBikes(companyId: number) {
  return useQuery(companyBikesQueryOptions(companyId));
}
