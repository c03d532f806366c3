import type { companyDocumentListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type CompanyDocumentList = Infer<typeof companyDocumentListSchema>;

export const getCompanyDocuments = (companyId: number, page: number, perPage = 25): Promise<CompanyDocumentList> =>
  apiClient.get<CompanyDocumentList>(`/companies/${companyId}/documents`, { query: { page, perPage } });

export const companyDocumentsQueryOptions = (companyId: number, page: number) =>
  queryOptions({
    queryKey: companiesKeys.documentPage(companyId, page),
    queryFn: () => getCompanyDocuments(companyId, page),
    placeholderData: keepPreviousData,
  });

export function useCompanyDocuments(companyId: number, page: number) {
  return useQuery(companyDocumentsQueryOptions(companyId, page));
}
