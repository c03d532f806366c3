import type { PromoCode, PromoCodeInput } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { promoCodesKeys } from '@/features/billing/promo-codes/api/promo-codes-keys';
import { apiClient } from '@/lib/api-client';

export type { PromoCode, PromoCodeInput };

export const getPromoCode = (id: number) => apiClient.get<PromoCode>(`/promo-codes/${id}`);

export const promoCodeQueryOptions = (id: number) =>
  queryOptions({ queryKey: promoCodesKeys.code(id), queryFn: () => getPromoCode(id), enabled: Number.isInteger(id) && id > 0 });

export function usePromoCode(id: number) {
  return useQuery(promoCodeQueryOptions(id));
}
