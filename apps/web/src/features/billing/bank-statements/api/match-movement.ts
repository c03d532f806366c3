import type { BankMovement } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankStatementsKeys } from '@/features/billing/bank-statements/api/bank-statements-keys';
import { apiClient } from '@/lib/api-client';

export const matchMovement = ({ movementId, billId }: { movementId: number; billId: number }) =>
  apiClient.post<BankMovement>(`/bank-statements/movements/${movementId}/match`, { billId });

/** Matches a waiting movement to the bill chosen: the bill is paid (or a returned debit taken back). */
export function useMatchMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: matchMovement,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bankStatementsKeys.all });
      void queryClient.invalidateQueries({ queryKey: bankStatementsKeys.bills });
    },
  });
}
