import type { buyBackListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usedBikesKeys } from '@/features/stock/used-bikes/api/used-bikes-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BuyBackList = Infer<typeof buyBackListSchema>;

export const getBuyBacks = (query: Record<string, string | number>) => apiClient.get<BuyBackList>('/buy-backs', { query });

export const buyBacksQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: usedBikesKeys.buyBackList(query), queryFn: () => getBuyBacks(query), placeholderData: keepPreviousData });

export function useBuyBacks(query: Record<string, string | number>) {
  return useQuery(buyBacksQueryOptions(query));
}
