import type { ExpenseReport, ExpenseReportInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useExpensesChanged } from '@/features/accounting/expense-reports/api/use-expenses-changed';
import { apiClient } from '@/lib/api-client';

/** PUT /api/expense-reports/{id}: one's own draft changed (decision 106). */
export const updateExpenseReport = (id: number, input: ExpenseReportInput) => apiClient.put<ExpenseReport>(`/expense-reports/${id}`, input);

export function useUpdateExpenseReport() {
  const changed = useExpensesChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ExpenseReportInput }) => updateExpenseReport(id, input),
    onSuccess: changed,
  });
}
