import type { BillPayments } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billsKeys } from '@/features/billing/bills/api/bills-keys';
import { apiClient } from '@/lib/api-client';

export type { BillPayments };

export const getBillPayments = (id: number) => apiClient.get<BillPayments>(`/bills/${id}/payments`);

/** A bill's payments, what is left, the credit an overpayment left, and its reminders (decision 047). */
export const billPaymentsQueryOptions = (id: number, enabled = true) =>
  queryOptions({ queryKey: billsKeys.payments(id), queryFn: () => getBillPayments(id), enabled, retry: false });

export function useBillPayments(id: number, enabled = true) {
  return useQuery(billPaymentsQueryOptions(id, enabled));
}
