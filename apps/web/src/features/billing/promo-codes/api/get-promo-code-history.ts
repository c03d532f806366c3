import type { historyListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { promoCodesKeys } from '@/features/billing/promo-codes/api/promo-codes-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type HistoryList = Infer<typeof historyListSchema>;

export const getPromoCodeHistory = (id: number) => apiClient.get<HistoryList>(`/promo-codes/${id}/history`, { query: { perPage: 100 } });

export const promoCodeHistoryQueryOptions = (id: number, enabled: boolean) =>
  queryOptions({ queryKey: promoCodesKeys.history(id), queryFn: () => getPromoCodeHistory(id), enabled });

export function usePromoCodeHistory(id: number, enabled: boolean) {
  return useQuery(promoCodeHistoryQueryOptions(id, enabled));
}
