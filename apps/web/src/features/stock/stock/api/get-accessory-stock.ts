import type { accessoryStockListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { stockKeys } from '@/features/stock/stock/api/stock-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type AccessoryStockList = Infer<typeof accessoryStockListSchema>;

/** GET /api/stock/accessories: quantities per store. */
export const getAccessoryStock = (query: Record<string, string | number>, signal?: AbortSignal) =>
  apiClient.get<AccessoryStockList>('/stock/accessories', { query, signal });

export const accessoryStockQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: stockKeys.accessoryList(query),
    queryFn: ({ signal }) => getAccessoryStock(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAccessoryStock(query: Record<string, string | number>) {
  return useQuery(accessoryStockQueryOptions(query));
}
