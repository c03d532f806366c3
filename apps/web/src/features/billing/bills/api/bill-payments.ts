import type {
  BillPayments,
  CustomerCreditRefund,
  CustomerCreditRefundInput,
  ManualPaymentInput,
  Refund,
  RefundInput,
} from '@veloport/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type { BillPayments };

/** A bill's payments, what is left, the credit an overpayment left, and its reminders (decision 047). */
export function useBillPayments(id: number, enabled = true) {
  return useQuery({
    queryKey: ['bills', id, 'payments'],
    queryFn: () => apiClient.get<BillPayments>(`/bills/${id}/payments`),
    enabled,
    retry: false,
  });
}

/** Sends the next payment reminder of a late bill now. */
export function useSendPaymentReminder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<BillPayments>(`/bills/${id}/reminders`),
    onSuccess: (payments) => {
      queryClient.setQueryData(['bills', id, 'payments'], payments);
      void queryClient.invalidateQueries({ queryKey: ['bills', id, 'history'] });
    },
  });
}

function usePaymentsChanged(id: number) {
  const queryClient = useQueryClient();
  return (payments?: BillPayments) => {
    if (payments) queryClient.setQueryData(['bills', id, 'payments'], payments);
    void queryClient.invalidateQueries({ queryKey: ['bills'] });
  };
}

/** Records a payment typed by hand (decision 061); answers the payments panel. */
export function useRecordPayment(id: number) {
  const changed = usePaymentsChanged(id);
  return useMutation({
    mutationFn: (input: ManualPaymentInput) => apiClient.post<BillPayments>(`/bills/${id}/payments`, input),
    onSuccess: changed,
  });
}

/** Undoes a payment typed by mistake (admin). */
export function useUndoPayment(id: number) {
  const changed = usePaymentsChanged(id);
  return useMutation({
    mutationFn: (paymentId: number) => apiClient.post<BillPayments>(`/bills/${id}/payments/${paymentId}/undo`),
    onSuccess: changed,
  });
}

/** Refunds part of the customer's credit on this invoice. */
export function useRefund(id: number) {
  const changed = usePaymentsChanged(id);
  return useMutation({
    mutationFn: (input: Partial<RefundInput> & Pick<RefundInput, 'amountCents' | 'date' | 'method'>) =>
      apiClient.post<Refund>(`/bills/${id}/refunds`, input),
    onSuccess: () => changed(),
  });
}

/** Refunds the customer's whole credit, over all their bills, in one transfer (decision 065). */
export function useRefundCustomerCredit(id: number) {
  const changed = usePaymentsChanged(id);
  return useMutation({
    mutationFn: (input: Partial<CustomerCreditRefundInput> & Pick<CustomerCreditRefundInput, 'date' | 'method'>) =>
      apiClient.post<CustomerCreditRefund>(`/bills/${id}/refunds/customer-credit`, input),
    onSuccess: () => changed(),
  });
}
