import type { GiftCardDetail, GiftCardVoidInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { giftCardsKeys } from '@/features/billing/gift-cards/api/gift-cards-keys';
import { apiClient } from '@/lib/api-client';

/** Voids a card (decision 119): what remains goes to 0; 409 `already_voided` or `nothing_left`. */
export const voidGiftCard = ({ id, ...input }: GiftCardVoidInput & { id: number }) =>
  apiClient.post<GiftCardDetail>(`/gift-cards/${id}/void`, input);

export function useVoidGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidGiftCard,
    onSuccess: (card) => {
      queryClient.setQueryData(giftCardsKeys.card(card.id), card);
      void queryClient.invalidateQueries({ queryKey: giftCardsKeys.lists() });
    },
  });
}
