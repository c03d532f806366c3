import type { ExpenseSettings } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expenseReportsKeys } from '@/features/accounting/expense-reports/api/expense-reports-keys';
import { apiClient } from '@/lib/api-client';

export const saveExpenseSettings = (settings: ExpenseSettings) => apiClient.put<ExpenseSettings>('/expense-reports/settings', settings);

/** The admin changes the mileage rate and the receipt threshold (decision 088); claims already filed keep their rate. */
export function useSaveExpenseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExpenseSettings,
    onSuccess: (saved) => queryClient.setQueryData(expenseReportsKeys.settings(), saved),
  });
}
