import type { BillPayments } from '@veloport/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type { BillPayments };

/** A bill's payments, what is left, the credit an overpayment left, and its reminders (decision 047). */
export function useBillPayments(id: number, enabled = true) {
  return useQuery({ queryKey: ['bills', id, 'payments'], queryFn: () => apiClient.get<BillPayments>(`/bills/${id}/payments`), enabled, retry: false });
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
