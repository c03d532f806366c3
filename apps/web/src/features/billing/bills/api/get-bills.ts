import type { billListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { billsKeys } from '@/features/billing/bills/api/bills-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BillList = Infer<typeof billListSchema>;

export const getBills = (query: Record<string, string | number>) => apiClient.get<BillList>('/bills', { query });

export const billsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: billsKeys.list(query), queryFn: () => getBills(query), placeholderData: keepPreviousData });

export function useBills(query: Record<string, string | number>) {
  return useQuery(billsQueryOptions(query));
}
