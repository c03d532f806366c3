import type { InsuranceFollowUpDetail } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { insuranceKeys } from '@/features/billing/insurance-follow-ups/api/insurance-keys';

/** Keeps the follow-up the API answered and refreshes the list and the renewals due. */
export function useFollowUpSaved() {
  const queryClient = useQueryClient();
  return (followUp: InsuranceFollowUpDetail) => {
    queryClient.setQueryData(insuranceKeys.followUp(followUp.id), followUp);
    void queryClient.invalidateQueries({ queryKey: insuranceKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: insuranceKeys.renewalsDue() });
  };
}
