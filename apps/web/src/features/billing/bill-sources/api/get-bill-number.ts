import { queryOptions, useQuery } from '@tanstack/react-query';
import { billSourcesKeys } from '@/features/billing/bill-sources/api/bill-sources-keys';
import { apiClient } from '@/lib/api-client';

export const getBillNumber = (billId: number) => apiClient.get<{ id: number; number: string | null }>(`/bills/${billId}`);

/** A bill's number for a title (the bill itself is the bills feature's). */
export const billNumberQueryOptions = (billId: number) =>
  queryOptions({
    queryKey: billSourcesKeys.billNumber(billId),
    queryFn: () => getBillNumber(billId),
    enabled: Number.isInteger(billId) && billId > 0,
  });

export function useBillNumber(billId: number) {
  return useQuery(billNumberQueryOptions(billId));
}
