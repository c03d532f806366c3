import type { Financing } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { financingKeys } from '@/features/billing/financing/api/financing-keys';

/** Keeps the financing the API answered and refreshes the list and the financiers' names. */
export function useFinancingSaved() {
  const queryClient = useQueryClient();
  return (financing: Financing) => {
    queryClient.setQueryData(financingKeys.financing(financing.id), financing);
    void queryClient.invalidateQueries({ queryKey: financingKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: financingKeys.financiers() });
  };
}
