import type { LoanInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loansKeys } from '@/features/accounting/loans/api/loans-keys';
import { apiClient } from '@/lib/api-client';

/** Records a bank loan; answers its id. */
export const createLoan = (input: LoanInput) => apiClient.post<{ id: number }>('/loans', input);

export function useCreateLoan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLoan, onSuccess: () => queryClient.invalidateQueries({ queryKey: loansKeys.all }) });
}
