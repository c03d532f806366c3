import { useMutation } from '@tanstack/react-query';
import { useExpensesChanged } from '@/features/accounting/expense-reports/api/use-expenses-changed';
import { apiClient } from '@/lib/api-client';

/** DELETE /api/expense-reports/{id}: one's own draft, its receipt with it (decision 109). */
export const deleteExpenseReport = (id: number) => apiClient.delete<void>(`/expense-reports/${id}`);

export function useDeleteExpenseReport() {
  const changed = useExpensesChanged();
  return useMutation({ mutationFn: deleteExpenseReport, onSuccess: changed });
}
