import type { BankMovement } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankStatementsKeys } from '@/features/billing/bank-statements/api/bank-statements-keys';
import { apiClient } from '@/lib/api-client';

export const dismissMovement = (movementId: number) => apiClient.post<BankMovement>(`/bank-statements/movements/${movementId}/dismiss`);

/** Sets aside a movement that pays no bill. */
export function useDismissMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissMovement,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bankStatementsKeys.all }),
  });
}
