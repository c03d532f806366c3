import type { giftCardListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { giftCardsKeys } from '@/features/billing/gift-cards/api/gift-cards-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type GiftCardList = Infer<typeof giftCardListSchema>;

export const getGiftCards = (query: Record<string, string | number>) => apiClient.get<GiftCardList>('/gift-cards', { query });

export const giftCardsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: giftCardsKeys.list(query), queryFn: () => getGiftCards(query), placeholderData: keepPreviousData });

export function useGiftCards(query: Record<string, string | number>) {
  return useQuery(giftCardsQueryOptions(query));
}
