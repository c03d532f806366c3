import type { BillPayments } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billsKeys } from '@/features/billing/bills/api/bills-keys';
import { apiClient } from '@/lib/api-client';

/** Sends the next payment reminder of a late bill now. */
export const sendPaymentReminder = (id: number) => apiClient.post<BillPayments>(`/bills/${id}/reminders`);

export function useSendPaymentReminder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendPaymentReminder(id),
    onSuccess: (payments) => {
      queryClient.setQueryData(billsKeys.payments(id), payments);
      void queryClient.invalidateQueries({ queryKey: billsKeys.history(id) });
    },
  });
}
