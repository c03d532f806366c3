import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { giftCardRedeemedSchema } from '@veloport/domain';
import type { z } from 'zod';
import { giftCardsKeys } from '@/features/billing/gift-cards/api/gift-cards-keys';
import { apiClient } from '@/lib/api-client';
import { billsRoot } from '@/lib/query-roots';

export type Redeemed = z.infer<typeof giftCardRedeemedSchema>;

/** Pays part of an issued bill with a card (decision 120); the cards and the bills are refreshed. */
export const redeemGiftCard = (input: { code: string; amountCents: number; billNumber: string }) =>
  apiClient.post<Redeemed>('/gift-cards/redeem', input);

export function useRedeemGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemGiftCard,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: giftCardsKeys.all });
      void queryClient.invalidateQueries({ queryKey: billsRoot });
    },
  });
}
