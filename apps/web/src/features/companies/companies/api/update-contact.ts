import type { Contact, ContactInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';

export const updateContact = ({ id, input }: { id: number; input: ContactInput }): Promise<Contact> =>
  apiClient.put<Contact>(`/contacts/${id}`, input);

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: (contact) => {
      queryClient.setQueryData(companiesKeys.contact(contact.id), contact);
      void queryClient.invalidateQueries({ queryKey: companiesKeys.companyContacts(contact.companyId) });
      void queryClient.invalidateQueries({ queryKey: companiesKeys.allContacts() });
    },
  });
}
