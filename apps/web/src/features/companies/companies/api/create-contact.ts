import type { Contact, ContactInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';

export const createContact = ({ companyId, input }: { companyId: number; input: ContactInput }): Promise<Contact> =>
  apiClient.post<Contact>(`/companies/${companyId}/contacts`, input);

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: (contact) => {
      queryClient.setQueryData(companiesKeys.contact(contact.id), contact);
      void queryClient.invalidateQueries({ queryKey: companiesKeys.companyContacts(contact.companyId) });
      void queryClient.invalidateQueries({ queryKey: companiesKeys.allContacts() });
    },
  });
}
