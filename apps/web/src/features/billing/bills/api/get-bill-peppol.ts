import type { BillPeppol } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billsKeys } from '@/features/billing/bills/api/bills-keys';
import { API_BASE, apiClient } from '@/lib/api-client';

export type { BillPeppol };

/** The bill's Peppol UBL (invoice or credit note), served by the API: a plain link (decision 045). */
export const billUblHref = (id: number) => `${API_BASE}/bills/${id}/ubl`;

export const getBillPeppol = (id: number) => apiClient.get<BillPeppol>(`/bills/${id}/peppol`);

/** The customer's Peppol participant id and whether this bill went through the Peppol network. */
export const billPeppolQueryOptions = (id: number, enabled: boolean) =>
  queryOptions({ queryKey: billsKeys.peppol(id), queryFn: () => getBillPeppol(id), enabled });

export function useBillPeppol(id: number, enabled: boolean) {
  return useQuery(billPeppolQueryOptions(id, enabled));
}
