import type { BillPayments, ManualPaymentInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { usePaymentsChanged } from '@/features/billing/bills/api/use-payments-changed';
import { apiClient } from '@/lib/api-client';

/** Records a payment typed by hand (decision 061); answers the payments panel. */
export const recordPayment = (id: number, input: ManualPaymentInput) => apiClient.post<BillPayments>(`/bills/${id}/payments`, input);

export function useRecordPayment(id: number) {
  const changed = usePaymentsChanged(id);
  return useMutation({ mutationFn: (input: ManualPaymentInput) => recordPayment(id, input), onSuccess: changed });
}
