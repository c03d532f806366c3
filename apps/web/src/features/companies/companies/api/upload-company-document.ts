import type { CompanyDocument } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';

export const uploadCompanyDocument = ({ companyId, file }: { companyId: number; file: File }): Promise<CompanyDocument> => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<CompanyDocument>(`/companies/${companyId}/documents`, body);
};

export function useUploadCompanyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyDocument,
    onSuccess: (document) => queryClient.invalidateQueries({ queryKey: companiesKeys.documents(document.companyId) }),
  });
}
