import type { CompanyDocument } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';

export const deleteCompanyDocument = (document: Pick<CompanyDocument, 'id' | 'companyId'>): Promise<void> =>
  apiClient.delete<void>(`/companies/${document.companyId}/documents/${document.id}`);

export function useDeleteCompanyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompanyDocument,
    onSuccess: (_nothing, document) => queryClient.invalidateQueries({ queryKey: companiesKeys.documents(document.companyId) }),
  });
}
