import type { ExpenseSettings } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expenseReportsKeys } from '@/features/accounting/expense-reports/api/expense-reports-keys';
import { apiClient } from '@/lib/api-client';

export const getExpenseSettings = () => apiClient.get<ExpenseSettings>('/expense-reports/settings');

/** The mileage rate and the receipt threshold, to show while filing. */
export const expenseSettingsQueryOptions = () => queryOptions({ queryKey: expenseReportsKeys.settings(), queryFn: getExpenseSettings });

export function useExpenseSettings() {
  return useQuery(expenseSettingsQueryOptions());
}
