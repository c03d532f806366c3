import type { billListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bankStatementsKeys } from '@/features/billing/bank-statements/api/bank-statements-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BillChoice = Infer<typeof billListSchema>['data'][number];

/** Issued bills found by number, customer or communication: the choices of the bill picker. */
export const searchOpenBills = (q: string) =>
  apiClient.get<Infer<typeof billListSchema>>('/bills', { query: { q, kind: 'invoice', perPage: 20, sort: 'createdAt', order: 'desc' } });

export const openBillsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: bankStatementsKeys.billChoices(q),
    queryFn: () => searchOpenBills(q),
    placeholderData: keepPreviousData,
    select: (list) => list.data.filter((b) => b.status !== 'draft' && b.kind === 'invoice'),
  });

export function useSearchOpenBills(q: string) {
  return useQuery(openBillsQueryOptions(q));
}
