import type { CompanyPeppol } from '@veloport/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type { CompanyPeppol };

/** A company's Peppol participant id (decision 045): where its bills go as e-invoices, besides the e-mail. */
export function useCompanyPeppol(companyId: number) {
  return useQuery({
    queryKey: ['companies', companyId, 'peppol'],
    queryFn: () => apiClient.get<CompanyPeppol>(`/companies/${companyId}/peppol`),
  });
}

export const updateCompanyPeppol = ({ companyId, participantId }: { companyId: number; participantId: string }): Promise<CompanyPeppol> =>
  apiClient.put<CompanyPeppol>(`/companies/${companyId}/peppol`, { participantId });

export function useUpdateCompanyPeppol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyPeppol,
    onSuccess: (saved) => {
      queryClient.setQueryData(['companies', saved.companyId, 'peppol'], saved);
      void queryClient.invalidateQueries({ queryKey: ['companies', saved.companyId, 'history'] });
    },
  });
}
