import type { CompanyProcess } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';
import type { ProcessStepAction } from '@/features/companies/companies/api/complete-process-step';

export const undoProcessStep = ({ companyId, step }: ProcessStepAction): Promise<CompanyProcess> =>
  apiClient.post<CompanyProcess>(`/companies/${companyId}/process/${step}/undo`);

export function useUndoProcessStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoProcessStep,
    onSuccess: (process) => queryClient.setQueryData(companiesKeys.process(process.companyId), process),
    onError: (_error, { companyId }) => queryClient.invalidateQueries({ queryKey: companiesKeys.process(companyId) }),
  });
}
