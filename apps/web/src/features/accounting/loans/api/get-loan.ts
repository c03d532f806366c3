import type { Loan } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loansKeys } from '@/features/accounting/loans/api/loans-keys';
import { apiClient } from '@/lib/api-client';

export type { Loan };

export const getLoan = (id: number) => apiClient.get<Loan>(`/loans/${id}`);

/** A loan and its full schedule. */
export const loanQueryOptions = (id: number) => queryOptions({ queryKey: loansKeys.detail(id), queryFn: () => getLoan(id) });

export function useLoan(id: number) {
  return useQuery(loanQueryOptions(id));
}
