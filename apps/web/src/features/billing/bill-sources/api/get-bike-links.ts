import type { billBikeLinkListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { billSourcesKeys } from '@/features/billing/bill-sources/api/bill-sources-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BillBikeLinkList = Infer<typeof billBikeLinkListSchema>;

export const getBikeLinks = (query: Record<string, string | number>) => apiClient.get<BillBikeLinkList>('/bills/bikes-link', { query });

export const bikeLinksQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: billSourcesKeys.linkList(query), queryFn: () => getBikeLinks(query), placeholderData: keepPreviousData });

export function useBikeLinks(query: Record<string, string | number>) {
  return useQuery(bikeLinksQueryOptions(query));
}
