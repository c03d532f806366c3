import type { Loan, LoanBankMatch } from '@veloport/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loansKeys } from '@/features/accounting/loans/api/loans-keys';
import { apiClient } from '@/lib/api-client';

/** Bank statement lines proposed as loan instalments (decision 106). */
export const getBankMatches = () => apiClient.get<{ data: LoanBankMatch[] }>('/loans/bank-matches');
export const bankMatchesQueryOptions = () => queryOptions({ queryKey: loansKeys.bankMatches(), queryFn: getBankMatches });

export function useBankMatches() {
  return useQuery(bankMatchesQueryOptions());
}

/** Records one proposal (the line pays the loan's next instalment), or all of them. */
export function useAcceptBankMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (match: Pick<LoanBankMatch, 'loanId' | 'movementId'>) =>
      apiClient.post<Loan>(`/loans/${match.loanId}/bank-matches`, { movementId: match.movementId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loansKeys.all }),
  });
}

export function useAcceptAllBankMatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<{ accepted: number }>('/loans/bank-matches/accept-all'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loansKeys.all }),
  });
}
