import type { GiftCardDetail, GiftCardInput, giftCardListSchema } from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { GiftCardDetail, GiftCardInput };
export type GiftCardList = Infer<typeof giftCardListSchema>;
export type Redeemed = { code: string; amountCents: number; balanceCents: number };

export function useGiftCards(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['gift-cards', 'list', query],
    queryFn: () => apiClient.get<GiftCardList>('/gift-cards', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useGiftCard(id: number) {
  return useQuery({
    queryKey: ['gift-cards', id],
    queryFn: () => apiClient.get<GiftCardDetail>(`/gift-cards/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useSellGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GiftCardInput) => apiClient.post<GiftCardDetail>('/gift-cards', input),
    onSuccess: (card) => {
      queryClient.setQueryData(['gift-cards', card.id], card);
      void queryClient.invalidateQueries({ queryKey: ['gift-cards', 'list'] });
    },
  });
}

/** Pays an amount with a card at the till; the lists and cards are refreshed. */
export function useRedeemGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; amountCents: number; reference: string }) => apiClient.post<Redeemed>('/gift-cards/redeem', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['gift-cards'] }),
  });
}

/** The public balance check: what a card holds and until when; 422 `invalid` for an unknown code, 429 after ten. */
export function useGiftCardBalance() {
  return useMutation({
    mutationFn: (code: string) =>
      apiClient.post<{ balanceCents: number; expiresOn: string | null; status: 'active' | 'used' | 'expired' }>('/gift-cards/balance', {
        code,
      }),
  });
}
