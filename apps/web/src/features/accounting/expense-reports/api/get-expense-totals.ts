import type { ExpenseTotals } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { expenseReportsKeys } from '@/features/accounting/expense-reports/api/expense-reports-keys';
import { apiClient } from '@/lib/api-client';

export const getExpenseTotals = (query: Record<string, string | number>) =>
  apiClient.get<ExpenseTotals>('/expense-reports/totals', { query });

/** Totals per person and per category of what the admin's filters select. */
export const expenseTotalsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: expenseReportsKeys.totals(query), queryFn: () => getExpenseTotals(query), placeholderData: keepPreviousData });

export function useExpenseTotals(query: Record<string, string | number>) {
  return useQuery(expenseTotalsQueryOptions(query));
}
