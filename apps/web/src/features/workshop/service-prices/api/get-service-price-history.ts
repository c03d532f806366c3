import type { historyListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { servicePricesKeys } from '@/features/workshop/service-prices/api/service-prices-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type HistoryList = Infer<typeof historyListSchema>;

export const getServicePriceHistory = (id: number) =>
  apiClient.get<HistoryList>(`/service-prices/${id}/history`, { query: { perPage: 100 } });

export const servicePriceHistoryQueryOptions = (id: number, enabled: boolean) =>
  queryOptions({ queryKey: servicePricesKeys.history(id), queryFn: () => getServicePriceHistory(id), enabled });

export function useServicePriceHistory(id: number, enabled: boolean) {
  return useQuery(servicePriceHistoryQueryOptions(id, enabled));
}
