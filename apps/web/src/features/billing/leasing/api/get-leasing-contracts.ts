import type { leasingContractListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leasingKeys } from '@/features/billing/leasing/api/leasing-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type LeasingContractList = Infer<typeof leasingContractListSchema>;

export const getLeasingContracts = (query: Record<string, string | number>) =>
  apiClient.get<LeasingContractList>('/leasing/contracts', { query });

export const leasingContractsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: leasingKeys.contractList(query), queryFn: () => getLeasingContracts(query), placeholderData: keepPreviousData });

export function useLeasingContracts(query: Record<string, string | number>) {
  return useQuery(leasingContractsQueryOptions(query));
}
