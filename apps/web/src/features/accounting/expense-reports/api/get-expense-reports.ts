import type { ExpenseReport, ListOf } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { expenseReportsKeys } from '@/features/accounting/expense-reports/api/expense-reports-keys';
import { apiClient } from '@/lib/api-client';

export type { ExpenseReport };
export type ExpenseReportList = ListOf<ExpenseReport>;

export const getExpenseReports = (query: Record<string, string | number>) =>
  apiClient.get<ExpenseReportList>('/expense-reports', { query });

/** One's own reports, or everyone's for an admin, with filters, sort and page. */
export const expenseReportsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: expenseReportsKeys.list(query), queryFn: () => getExpenseReports(query), placeholderData: keepPreviousData });

export function useExpenseReports(query: Record<string, string | number>) {
  return useQuery(expenseReportsQueryOptions(query));
}
