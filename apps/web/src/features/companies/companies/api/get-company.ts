import type { Company } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';

export const getCompany = (id: number): Promise<Company> => apiClient.get<Company>(`/companies/${id}`);

export const companyQueryOptions = (id: number) =>
  queryOptions({ queryKey: companiesKeys.company(id), queryFn: () => getCompany(id), retry: false });

export function useCompany(id: number) {
  return useQuery(companyQueryOptions(id));
}
