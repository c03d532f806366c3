import type { Contact } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';

export const getContact = (id: number): Promise<Contact> => apiClient.get<Contact>(`/contacts/${id}`);

export const contactQueryOptions = (id: number) =>
  queryOptions({ queryKey: companiesKeys.contact(id), queryFn: () => getContact(id), retry: false });

export function useContact(id: number) {
  return useQuery(contactQueryOptions(id));
}
