import type { LeasingContract, LeasingContractInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useContractSaved } from '@/features/billing/leasing/api/use-contract-saved';
import { apiClient } from '@/lib/api-client';

/** What the contract form sends (the API fills the defaults). */
export type LeasingContractBody = Omit<LeasingContractInput, 'orderId'> & { orderId?: number | null };

export const createLeasingContract = (input: LeasingContractBody) => apiClient.post<LeasingContract>('/leasing/contracts', input);

export function useCreateLeasingContract() {
  const saved = useContractSaved();
  return useMutation({ mutationFn: createLeasingContract, onSuccess: saved });
}
