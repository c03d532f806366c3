import type { ExpenseReport } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useExpensesChanged } from '@/features/accounting/expense-reports/api/use-expenses-changed';
import { apiClient } from '@/lib/api-client';

export const refuseExpenseReport = ({ id, comment }: { id: number; comment: string }) =>
  apiClient.post<ExpenseReport>(`/expense-reports/${id}/refuse`, { comment });

export function useRefuseExpenseReport() {
  const changed = useExpensesChanged();
  return useMutation({ mutationFn: refuseExpenseReport, onSuccess: changed });
}
