import type { Bill } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { billsKeys } from '@/features/billing/bills/api/bills-keys';

/** Keeps a bill just answered by the API, and refreshes the lists and its history: what every change of a bill does. */
export function useBillSaved() {
  const queryClient = useQueryClient();
  return (bill: Bill) => {
    queryClient.setQueryData(billsKeys.bill(bill.id), bill);
    void queryClient.invalidateQueries({ queryKey: billsKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: billsKeys.history(bill.id) });
  };
}
