import type { companyListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type CompanyList = Infer<typeof companyListSchema>;
export type CompanyListQuery = Record<string, string | number>;

export const getCompanies = (query: CompanyListQuery): Promise<CompanyList> => apiClient.get<CompanyList>('/companies', { query });

export const companiesQueryOptions = (query: CompanyListQuery) =>
  queryOptions({ queryKey: companiesKeys.list(query), queryFn: () => getCompanies(query), placeholderData: keepPreviousData });

export function useCompanies(query: CompanyListQuery) {
  return useQuery(companiesQueryOptions(query));
}
