import type { LeasingContract } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { leasingKeys } from '@/features/billing/leasing/api/leasing-keys';

/** Keeps the contract the API answered and refreshes the contracts' lists. */
export function useContractSaved() {
  const queryClient = useQueryClient();
  return (contract: LeasingContract) => {
    queryClient.setQueryData(leasingKeys.contract(contract.id), contract);
    void queryClient.invalidateQueries({ queryKey: leasingKeys.contracts() });
  };
}
