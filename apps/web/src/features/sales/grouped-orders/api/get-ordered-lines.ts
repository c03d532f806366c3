import type { orderedLineListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { groupedOrdersKeys } from '@/features/sales/grouped-orders/api/grouped-orders-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type OrderedLineList = Infer<typeof orderedLineListSchema>;
type OrderedLinesPath = '/bike-orders' | '/accessory-orders';

export const getOrderedLines = (path: OrderedLinesPath, query: Record<string, string | number>) =>
  apiClient.get<OrderedLineList>(path, { query });

/** bike-orders/list (`/bike-orders`) and accessories-orders/list (`/accessory-orders`). */
export const orderedLinesQueryOptions = (path: OrderedLinesPath, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: groupedOrdersKeys.orderedLines(path, query),
    queryFn: () => getOrderedLines(path, query),
    placeholderData: keepPreviousData,
  });

export function useOrderedLines(path: OrderedLinesPath, query: Record<string, string | number>) {
  return useQuery(orderedLinesQueryOptions(path, query));
}
