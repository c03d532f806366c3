import type { CompanyPeppol } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';

export const updateCompanyPeppol = ({ companyId, participantId }: { companyId: number; participantId: string }): Promise<CompanyPeppol> =>
  apiClient.put<CompanyPeppol>(`/companies/${companyId}/peppol`, { participantId });

export function useUpdateCompanyPeppol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyPeppol,
    onSuccess: (saved) => {
      queryClient.setQueryData(companiesKeys.peppol(saved.companyId), saved);
      void queryClient.invalidateQueries({ queryKey: companiesKeys.history(saved.companyId) });
    },
  });
}
