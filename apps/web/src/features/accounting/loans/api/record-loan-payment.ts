import type { Loan, LoanPaymentInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loansKeys } from '@/features/accounting/loans/api/loans-keys';
import { apiClient } from '@/lib/api-client';

/** Records an instalment paid by hand; answers the loan with its schedule. */
export const recordLoanPayment = (id: number, input: LoanPaymentInput) => apiClient.post<Loan>(`/loans/${id}/payments`, input);

export function useRecordLoanPayment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoanPaymentInput) => recordLoanPayment(id, input),
    onSuccess: (loan) => {
      queryClient.setQueryData(loansKeys.detail(id), loan);
      return queryClient.invalidateQueries({ queryKey: loansKeys.all });
    },
  });
}
