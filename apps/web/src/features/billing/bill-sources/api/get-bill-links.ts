import type { BillLinks } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billSourcesKeys } from '@/features/billing/bill-sources/api/bill-sources-keys';
import { apiClient } from '@/lib/api-client';

export type { BillLinks };

export const getBillLinks = (billId: number) => apiClient.get<BillLinks>(`/bills/${billId}/links`);

export const billLinksQueryOptions = (billId: number) =>
  queryOptions({
    queryKey: billSourcesKeys.billLinks(billId),
    queryFn: () => getBillLinks(billId),
    enabled: Number.isInteger(billId) && billId > 0,
  });

export function useBillLinks(billId: number) {
  return useQuery(billLinksQueryOptions(billId));
}
