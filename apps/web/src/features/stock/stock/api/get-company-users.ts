import { queryOptions, useQuery } from '@tanstack/react-query';
import { stockKeys } from '@/features/stock/stock/api/stock-keys';
import { apiClient } from '@/lib/api-client';

type CompanyUsers = { data: { id: number; firstname: string; lastname: string }[] };

export const getCompanyUsers = (companyId: number | null, signal?: AbortSignal) =>
  apiClient.get<CompanyUsers>('/users', { query: { companyId, perPage: 100, sort: 'lastname' }, signal });

/** GET /api/users filtered by company: who a bike may be assigned to. */
export const companyUsersQueryOptions = (companyId: number | null) =>
  queryOptions({
    queryKey: stockKeys.companyUsers(companyId),
    queryFn: ({ signal }) => getCompanyUsers(companyId, signal),
    enabled: companyId !== null,
  });

export function useCompanyUsers(companyId: number | null) {
  return useQuery(companyUsersQueryOptions(companyId));
}
