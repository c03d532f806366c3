import type { Loan, LoanPrepaymentInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loansKeys } from '@/features/accounting/loans/api/loans-keys';
import { apiClient } from '@/lib/api-client';

/** Repays capital early (decision 106); answers the loan with its schedule computed again. */
export const repayLoanEarly = (id: number, input: LoanPrepaymentInput) => apiClient.post<Loan>(`/loans/${id}/prepayments`, input);

export function useRepayLoanEarly(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoanPrepaymentInput) => repayLoanEarly(id, input),
    onSuccess: (loan) => {
      queryClient.setQueryData(loansKeys.detail(id), loan);
      return queryClient.invalidateQueries({ queryKey: loansKeys.all });
    },
  });
}
