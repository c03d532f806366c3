import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';
import type { ContactList, ContactListQuery } from '@/features/companies/companies/api/get-company-contacts';

/** Every company's contacts (admin). */
export const getContacts = (query: ContactListQuery): Promise<ContactList> => apiClient.get<ContactList>('/companies/contacts', { query });

export const contactsQueryOptions = (query: ContactListQuery) =>
  queryOptions({ queryKey: companiesKeys.contactList(query), queryFn: () => getContacts(query), placeholderData: keepPreviousData });

export function useContacts(query: ContactListQuery) {
  return useQuery(contactsQueryOptions(query));
}
