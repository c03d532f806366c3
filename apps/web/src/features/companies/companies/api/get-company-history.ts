import type { historyListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type HistoryList = Infer<typeof historyListSchema>;

export const getCompanyHistory = (id: number, page: number, perPage = 20): Promise<HistoryList> =>
  apiClient.get<HistoryList>(`/companies/${id}/history`, { query: { page, perPage } });

export const companyHistoryQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: companiesKeys.historyPage(id, page),
    queryFn: () => getCompanyHistory(id, page),
    placeholderData: keepPreviousData,
    // Changes are made on other screens (conditions, documents) and by other people.
    refetchOnMount: 'always',
  });

export function useCompanyHistory(id: number, page: number) {
  return useQuery(companyHistoryQueryOptions(id, page));
}
