import type { BikeSummary } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { stockKeys } from '@/features/stock/stock/api/stock-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/stock/bikes/summary: the filtered bikes counted per store, contract kind and status. */
export const getBikeSummary = (filters: Record<string, string | number>, signal?: AbortSignal) =>
  apiClient.get<BikeSummary>('/stock/bikes/summary', { query: filters, signal });

export const bikeSummaryQueryOptions = (query: Record<string, string | number>) => {
  const { page: _page, perPage: _perPage, sort: _sort, order: _order, ...filters } = query;
  return queryOptions({
    queryKey: stockKeys.summary(filters),
    queryFn: ({ signal }) => getBikeSummary(filters, signal),
    placeholderData: keepPreviousData,
  });
};

export function useBikeSummary(query: Record<string, string | number>) {
  return useQuery(bikeSummaryQueryOptions(query));
}
