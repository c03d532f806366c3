import type { LeasingContract } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useContractSaved } from '@/features/billing/leasing/api/use-contract-saved';
import { apiClient } from '@/lib/api-client';

/** Sends the end-of-lease notice of a contract. */
export const sendNotice = (id: number) => apiClient.post<LeasingContract>(`/leasing/contracts/${id}/notice`);

export function useSendNotice() {
  const saved = useContractSaved();
  return useMutation({ mutationFn: sendNotice, onSuccess: saved });
}
