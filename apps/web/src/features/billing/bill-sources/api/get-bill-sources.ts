import { BILL_SOURCE_SEGMENTS, type BillSourceKind, type billSourceListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { billSourcesKeys } from '@/features/billing/bill-sources/api/bill-sources-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BillSourceList = Infer<typeof billSourceListSchema>;

export const sourcesPath = (kind: BillSourceKind) => `/bills/sources/${BILL_SOURCE_SEGMENTS[kind]}`;

export const getBillSources = (kind: BillSourceKind, query: Record<string, string | number>) =>
  apiClient.get<BillSourceList>(sourcesPath(kind), { query });

export const billSourcesQueryOptions = (kind: BillSourceKind, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: billSourcesKeys.sources(kind, query),
    queryFn: () => getBillSources(kind, query),
    placeholderData: keepPreviousData,
  });

export function useBillSources(kind: BillSourceKind, query: Record<string, string | number>) {
  return useQuery(billSourcesQueryOptions(kind, query));
}
