import type { LeasingContract, LeasingEndChoice } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useContractSaved } from '@/features/billing/leasing/api/use-contract-saved';
import { apiClient } from '@/lib/api-client';

/** Records what happens at the lease's end (buy, return, extend). */
export const chooseLeaseEnd = ({ id, choice }: { id: number; choice: LeasingEndChoice }) =>
  apiClient.post<LeasingContract>(`/leasing/contracts/${id}/end-choice`, { choice });

export function useChooseLeaseEnd() {
  const saved = useContractSaved();
  return useMutation({ mutationFn: chooseLeaseEnd, onSuccess: saved });
}
