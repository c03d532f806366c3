import type { PromoCode, PromoCodeInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promoCodesKeys } from '@/features/billing/promo-codes/api/promo-codes-keys';
import { apiClient } from '@/lib/api-client';

/** Creates a promo code (`id` null) or changes one. */
export const savePromoCode = (id: number | null, input: PromoCodeInput) =>
  id === null ? apiClient.post<PromoCode>('/promo-codes', input) : apiClient.put<PromoCode>(`/promo-codes/${id}`, input);

export function useSavePromoCode(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PromoCodeInput) => savePromoCode(id, input),
    onSuccess: (code) => {
      queryClient.setQueryData(promoCodesKeys.code(code.id), code);
      void queryClient.invalidateQueries({ queryKey: promoCodesKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: promoCodesKeys.history(code.id) });
    },
  });
}
