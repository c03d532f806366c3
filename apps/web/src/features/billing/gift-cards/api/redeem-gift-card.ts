import { useMutation, useQueryClient } from '@tanstack/react-query';
import { giftCardsKeys } from '@/features/billing/gift-cards/api/gift-cards-keys';
import { apiClient } from '@/lib/api-client';

export type Redeemed = { code: string; amountCents: number; balanceCents: number };

/** Pays an amount with a card at the till; the lists and cards are refreshed. */
export const redeemGiftCard = (input: { code: string; amountCents: number; reference: string }) =>
  apiClient.post<Redeemed>('/gift-cards/redeem', input);

export function useRedeemGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: redeemGiftCard, onSuccess: () => void queryClient.invalidateQueries({ queryKey: giftCardsKeys.all }) });
}
