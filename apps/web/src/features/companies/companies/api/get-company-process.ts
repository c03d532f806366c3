import type { CompanyProcess } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';

export const getCompanyProcess = (id: number): Promise<CompanyProcess> => apiClient.get<CompanyProcess>(`/companies/${id}/process`);

export const companyProcessQueryOptions = (id: number) =>
  queryOptions({ queryKey: companiesKeys.process(id), queryFn: () => getCompanyProcess(id), retry: false, refetchOnMount: 'always' });

export function useCompanyProcess(id: number) {
  return useQuery(companyProcessQueryOptions(id));
}
