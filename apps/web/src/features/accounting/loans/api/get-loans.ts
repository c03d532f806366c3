import type { loanListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loansKeys } from '@/features/accounting/loans/api/loans-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type LoanList = Infer<typeof loanListSchema>;

export const getLoans = (query: Record<string, string | number>) => apiClient.get<LoanList>('/loans', { query });

/** The loans with their outstanding capital, next due date and overdue instalments. */
export const loansQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: loansKeys.list(query), queryFn: () => getLoans(query), placeholderData: keepPreviousData });

export function useLoans(query: Record<string, string | number>) {
  return useQuery(loansQueryOptions(query));
}
