import type { Refund, RefundInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { usePaymentsChanged } from '@/features/billing/bills/api/use-payments-changed';
import { apiClient } from '@/lib/api-client';

export type RefundBody = Partial<RefundInput> & Pick<RefundInput, 'amountCents' | 'date' | 'method'>;

/** Refunds part of the customer's credit on this invoice. */
export const refundBill = (id: number, input: RefundBody) => apiClient.post<Refund>(`/bills/${id}/refunds`, input);

export function useRefundBill(id: number) {
  const changed = usePaymentsChanged(id);
  return useMutation({ mutationFn: (input: RefundBody) => refundBill(id, input), onSuccess: () => changed() });
}
