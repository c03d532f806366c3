import type { CustomerCreditRefund, CustomerCreditRefundInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { usePaymentsChanged } from '@/features/billing/bills/api/use-payments-changed';
import { apiClient } from '@/lib/api-client';

export type CustomerCreditRefundBody = Partial<CustomerCreditRefundInput> & Pick<CustomerCreditRefundInput, 'date' | 'method'>;

/** Refunds the customer's whole credit, over all their bills, in one transfer (decision 065). */
export const refundCustomerCredit = (id: number, input: CustomerCreditRefundBody) =>
  apiClient.post<CustomerCreditRefund>(`/bills/${id}/refunds/customer-credit`, input);

export function useRefundCustomerCredit(id: number) {
  const changed = usePaymentsChanged(id);
  return useMutation({ mutationFn: (input: CustomerCreditRefundBody) => refundCustomerCredit(id, input), onSuccess: () => changed() });
}
