import { useQueryClient } from '@tanstack/react-query';
import { expenseReportsKeys } from '@/features/accounting/expense-reports/api/expense-reports-keys';

/** After any change: the lists, totals and batches read again. */
export function useExpensesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: expenseReportsKeys.all });
}
