import type { ExpenseReport } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useExpensesChanged } from '@/features/accounting/expense-reports/api/use-expenses-changed';
import { apiClient } from '@/lib/api-client';

export const submitExpenseReport = (id: number) => apiClient.post<ExpenseReport>(`/expense-reports/${id}/submit`);

export function useSubmitExpenseReport() {
  const changed = useExpensesChanged();
  return useMutation({ mutationFn: submitExpenseReport, onSuccess: changed });
}
