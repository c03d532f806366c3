import type { contactListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type ContactList = Infer<typeof contactListSchema>;
export type ContactListQuery = Record<string, string | number>;

export const getCompanyContacts = (companyId: number, query: ContactListQuery): Promise<ContactList> =>
  apiClient.get<ContactList>(`/companies/${companyId}/contacts`, { query });

export const companyContactsQueryOptions = (companyId: number, query: ContactListQuery) =>
  queryOptions({
    queryKey: companiesKeys.companyContactList(companyId, query),
    queryFn: () => getCompanyContacts(companyId, query),
    placeholderData: keepPreviousData,
  });

export function useCompanyContacts(companyId: number, query: ContactListQuery) {
  return useQuery(companyContactsQueryOptions(companyId, query));
}
