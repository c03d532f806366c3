import type { DepreciationOverview } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { depreciationKeys } from '@/features/accounting/depreciation/api/depreciation-keys';
import { apiClient } from '@/lib/api-client';

export type { DepreciationOverview };

export const getDepreciationOverview = (query: Record<string, string | number>) =>
  apiClient.get<DepreciationOverview>('/accounting/depreciation/overview', { query });

/** A year of the register: totals, per class, a page of assets, and the net book value ahead. */
export const depreciationOverviewQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: depreciationKeys.overview(query),
    queryFn: () => getDepreciationOverview(query),
    placeholderData: keepPreviousData,
  });

export function useDepreciationOverview(query: Record<string, string | number>) {
  return useQuery(depreciationOverviewQueryOptions(query));
}
