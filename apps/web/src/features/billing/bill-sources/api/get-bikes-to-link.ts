import type { billToLinkListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { billSourcesKeys } from '@/features/billing/bill-sources/api/bill-sources-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BillToLinkList = Infer<typeof billToLinkListSchema>;

export const getBikesToLink = (query: Record<string, string | number>) => apiClient.get<BillToLinkList>('/bills/bikes-to-link', { query });

export const bikesToLinkQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: billSourcesKeys.toLinkList(query), queryFn: () => getBikesToLink(query), placeholderData: keepPreviousData });

export function useBikesToLink(query: Record<string, string | number>) {
  return useQuery(bikesToLinkQueryOptions(query));
}
