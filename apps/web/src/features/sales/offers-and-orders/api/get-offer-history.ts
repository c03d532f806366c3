import type { historyListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type HistoryList = Infer<typeof historyListSchema>;

export const getOfferHistory = (id: number) => apiClient.get<HistoryList>(`/offers/${id}/history`, { query: { perPage: 100 } });

export const offerHistoryQueryOptions = (id: number, enabled: boolean) =>
  queryOptions({ queryKey: salesKeys.offerHistory(id), queryFn: () => getOfferHistory(id), enabled });

export function useOfferHistory(id: number, enabled: boolean) {
  return useQuery(offerHistoryQueryOptions(id, enabled));
}
