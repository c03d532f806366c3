import type { Bill, BillInput } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billsKeys } from '@/features/billing/bills/api/bills-keys';
import { API_BASE, apiClient } from '@/lib/api-client';

export type { Bill, BillInput };

export const getBill = (id: number) => apiClient.get<Bill>(`/bills/${id}`);

export const billQueryOptions = (id: number) =>
  queryOptions({ queryKey: billsKeys.bill(id), queryFn: () => getBill(id), enabled: Number.isInteger(id) && id > 0 });

export function useBill(id: number) {
  return useQuery(billQueryOptions(id));
}

/** The bill's PDF, served by the API: a plain link. */
export const billPdfHref = (id: number) => `${API_BASE}/bills/${id}/pdf`;
