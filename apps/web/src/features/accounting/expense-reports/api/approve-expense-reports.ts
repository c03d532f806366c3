import { useMutation } from '@tanstack/react-query';
import { useExpensesChanged } from '@/features/accounting/expense-reports/api/use-expenses-changed';
import { apiClient } from '@/lib/api-client';

/** POST /api/expense-reports/approve: many submitted reports at once. */
export const approveExpenseReports = (ids: number[]) => apiClient.post<{ approved: number[] }>('/expense-reports/approve', { ids });

export function useApproveExpenseReports() {
  const changed = useExpensesChanged();
  return useMutation({ mutationFn: approveExpenseReports, onSuccess: changed });
}
