import type { GiftCardDetail } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { giftCardsKeys } from '@/features/billing/gift-cards/api/gift-cards-keys';
import { apiClient } from '@/lib/api-client';

export type { GiftCardDetail };

export const getGiftCard = (id: number) => apiClient.get<GiftCardDetail>(`/gift-cards/${id}`);

export const giftCardQueryOptions = (id: number) =>
  queryOptions({ queryKey: giftCardsKeys.card(id), queryFn: () => getGiftCard(id), enabled: Number.isInteger(id) && id > 0 });

export function useGiftCard(id: number) {
  return useQuery(giftCardQueryOptions(id));
}
