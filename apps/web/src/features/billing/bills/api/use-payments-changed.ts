import type { BillPayments } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { billsKeys } from '@/features/billing/bills/api/bills-keys';

/** Keeps the payments panel the API answered, and refreshes every bill screen (a payment changes balances and lists). */
export function usePaymentsChanged(id: number) {
  const queryClient = useQueryClient();
  return (payments?: BillPayments) => {
    if (payments) queryClient.setQueryData(billsKeys.payments(id), payments);
    void queryClient.invalidateQueries({ queryKey: billsKeys.all });
  };
}
