import type { BillPayments } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { usePaymentsChanged } from '@/features/billing/bills/api/use-payments-changed';
import { apiClient } from '@/lib/api-client';

/** Undoes a payment typed by mistake (admin). */
export const undoPayment = (id: number, paymentId: number) => apiClient.post<BillPayments>(`/bills/${id}/payments/${paymentId}/undo`);

export function useUndoPayment(id: number) {
  const changed = usePaymentsChanged(id);
  return useMutation({ mutationFn: (paymentId: number) => undoPayment(id, paymentId), onSuccess: changed });
}
