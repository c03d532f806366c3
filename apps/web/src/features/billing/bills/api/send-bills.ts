import type { BillsSendResult } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billsKeys } from '@/features/billing/bills/api/bills-keys';
import { apiClient } from '@/lib/api-client';

/** `bills/to-send`: e-mails the chosen issued bills at once; each one not sent comes back with its reason. */
export const sendBills = (billIds: number[]) => apiClient.post<BillsSendResult>('/bills/send', { billIds });

export function useSendBills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBills,
    // Every bill sent changed status: the lists and the bills' own pages read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billsKeys.all }),
  });
}
