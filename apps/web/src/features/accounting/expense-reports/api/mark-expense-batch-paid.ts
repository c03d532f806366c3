import type { ExpenseBatch } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useExpensesChanged } from '@/features/accounting/expense-reports/api/use-expenses-changed';
import { apiClient } from '@/lib/api-client';

/** The bank executed the batch: its reports are reimbursed. */
export const markExpenseBatchPaid = (id: number) => apiClient.post<ExpenseBatch>(`/expense-reports/batches/${id}/paid`);

export function useMarkExpenseBatchPaid() {
  const changed = useExpensesChanged();
  return useMutation({ mutationFn: markExpenseBatchPaid, onSuccess: changed });
}
