import type { ExpenseReportInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useExpensesChanged } from '@/features/accounting/expense-reports/api/use-expenses-changed';
import { apiClient } from '@/lib/api-client';

/** POST /api/expense-reports: a draft expense or mileage claim. */
export const createExpenseReport = (input: ExpenseReportInput) =>
  apiClient.post<{ id: number; status: 'draft' }>('/expense-reports', input);

export function useCreateExpenseReport() {
  const changed = useExpensesChanged();
  return useMutation({ mutationFn: createExpenseReport, onSuccess: changed });
}
