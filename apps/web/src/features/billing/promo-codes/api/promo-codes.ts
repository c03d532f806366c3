import type { PromoCode, PromoCodeInput, historyListSchema, promoCodeListSchema } from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { PromoCode, PromoCodeInput };
export type PromoCodeList = Infer<typeof promoCodeListSchema>;
export type HistoryList = Infer<typeof historyListSchema>;

export function usePromoCodes(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['promo-codes', 'list', query],
    queryFn: () => apiClient.get<PromoCodeList>('/promo-codes', { query }),
    placeholderData: keepPreviousData,
  });
}

export function usePromoCode(id: number) {
  return useQuery({
    queryKey: ['promo-codes', id],
    queryFn: () => apiClient.get<PromoCode>(`/promo-codes/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function usePromoCodeHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['promo-codes', id, 'history'],
    queryFn: () => apiClient.get<HistoryList>(`/promo-codes/${id}/history`, { query: { perPage: 100 } }),
    enabled,
  });
}

export function useSavePromoCode(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PromoCodeInput) =>
      id === null ? apiClient.post<PromoCode>('/promo-codes', input) : apiClient.put<PromoCode>(`/promo-codes/${id}`, input),
    onSuccess: (code) => {
      queryClient.setQueryData(['promo-codes', code.id], code);
      void queryClient.invalidateQueries({ queryKey: ['promo-codes', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['promo-codes', code.id, 'history'] });
    },
  });
}
