import type { BillPeppol } from '@veloport/domain';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, apiClient } from '@/lib/api-client';

export type { BillPeppol };

/** The bill's Peppol UBL (invoice or credit note), served by the API: a plain link (decision 045). */
export const billUblHref = (id: number) => `${API_BASE}/bills/${id}/ubl`;

/** The customer's Peppol participant id and whether this bill went through the Peppol network. */
export function useBillPeppol(id: number, enabled: boolean) {
  return useQuery({ queryKey: ['bills', id, 'peppol'], queryFn: () => apiClient.get<BillPeppol>(`/bills/${id}/peppol`), enabled });
}
