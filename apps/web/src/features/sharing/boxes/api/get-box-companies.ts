import { queryOptions, useQuery } from '@tanstack/react-query';
import { boxesKeys } from '@/features/sharing/boxes/api/boxes-keys';
import { apiClient } from '@/lib/api-client';

export const getBoxCompanies = async () => (await apiClient.get<{ data: { id: number; name: string }[] }>('/companies/list/minimal')).data;

/** The companies a box may belong to. */
export const boxCompaniesQueryOptions = () =>
  queryOptions({ queryKey: boxesKeys.companies(), queryFn: getBoxCompanies, staleTime: 60_000 });

export function useBoxCompanies() {
  return useQuery(boxCompaniesQueryOptions());
}
