import type { LeasingContract } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { leasingKeys } from '@/features/billing/leasing/api/leasing-keys';
import { apiClient } from '@/lib/api-client';

export type { LeasingContract };

export const getLeasingContract = (id: number) => apiClient.get<LeasingContract>(`/leasing/contracts/${id}`);

export const leasingContractQueryOptions = (id: number) =>
  queryOptions({ queryKey: leasingKeys.contract(id), queryFn: () => getLeasingContract(id), enabled: Number.isInteger(id) && id > 0 });

export function useLeasingContract(id: number) {
  return useQuery(leasingContractQueryOptions(id));
}
