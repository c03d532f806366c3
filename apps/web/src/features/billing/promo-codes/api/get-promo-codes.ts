import type { promoCodeListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { promoCodesKeys } from '@/features/billing/promo-codes/api/promo-codes-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type PromoCodeList = Infer<typeof promoCodeListSchema>;

export const getPromoCodes = (query: Record<string, string | number>) => apiClient.get<PromoCodeList>('/promo-codes', { query });

export const promoCodesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: promoCodesKeys.list(query), queryFn: () => getPromoCodes(query), placeholderData: keepPreviousData });

export function usePromoCodes(query: Record<string, string | number>) {
  return useQuery(promoCodesQueryOptions(query));
}
