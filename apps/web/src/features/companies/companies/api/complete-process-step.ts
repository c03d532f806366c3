import type { CompanyProcess, CompanyProcessStep } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';

export type ProcessStepAction = { companyId: number; step: CompanyProcessStep };

export const completeProcessStep = ({ companyId, step }: ProcessStepAction): Promise<CompanyProcess> =>
  apiClient.post<CompanyProcess>(`/companies/${companyId}/process/${step}/complete`);

export function useCompleteProcessStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeProcessStep,
    onSuccess: (process) => queryClient.setQueryData(companiesKeys.process(process.companyId), process),
    // 409: someone else ticked it meanwhile; show the checklist as it is now.
    onError: (_error, { companyId }) => queryClient.invalidateQueries({ queryKey: companiesKeys.process(companyId) }),
  });
}
