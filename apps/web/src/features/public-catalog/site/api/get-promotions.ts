import { queryOptions, useQuery } from '@tanstack/react-query';
import type { promotionListSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';
import { homeKeys } from './home-keys';

type PromotionList = Infer<typeof promotionListSchema>;

/** The promo codes the shop shows to anyone, usable today (the home page's promotions). */
export const getPromotions = (signal?: AbortSignal) => apiClient.get<PromotionList>('/public/promotions', { signal });

export const promotionsQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.promotions(), queryFn: ({ signal }) => getPromotions(signal) });

export function usePromotions() {
  return useQuery(promotionsQueryOptions());
}
