import type { Contact } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';

export const deleteContact = (contact: Pick<Contact, 'id' | 'companyId'>): Promise<void> =>
  apiClient.delete<void>(`/contacts/${contact.id}`);

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: (_nothing, contact) => {
      queryClient.removeQueries({ queryKey: companiesKeys.contact(contact.id) });
      void queryClient.invalidateQueries({ queryKey: companiesKeys.companyContacts(contact.companyId) });
      void queryClient.invalidateQueries({ queryKey: companiesKeys.allContacts() });
    },
  });
}
