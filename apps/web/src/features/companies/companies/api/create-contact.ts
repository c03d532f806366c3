import type { Contact, ContactInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const createContact = ({ companyId, input }: { companyId: number; input: ContactInput }): Promise<Contact> =>
  apiClient.post<Contact>(`/companies/${companyId}/contacts`, input);

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: (contact) => {
      queryClient.setQueryData(['contacts', 'one', contact.id], contact);
      void queryClient.invalidateQueries({ queryKey: ['contacts', 'company', contact.companyId] });
      void queryClient.invalidateQueries({ queryKey: ['contacts', 'all'] });
    },
  });
}
