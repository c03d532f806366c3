import type { GiftCardDetail, GiftCardInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { giftCardsKeys } from '@/features/billing/gift-cards/api/gift-cards-keys';
import { apiClient } from '@/lib/api-client';

export type { GiftCardInput };

export const sellGiftCard = (input: GiftCardInput) => apiClient.post<GiftCardDetail>('/gift-cards', input);

export function useSellGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellGiftCard,
    onSuccess: (card) => {
      queryClient.setQueryData(giftCardsKeys.card(card.id), card);
      void queryClient.invalidateQueries({ queryKey: giftCardsKeys.lists() });
    },
  });
}
