import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type GiftCardBalance = { balanceCents: number; expiresOn: string | null; status: 'active' | 'used' | 'expired' | 'void' };

/** The public balance check: what a card holds and until when; 422 `invalid` for an unknown code, 429 after ten. */
export const checkGiftCardBalance = (code: string) => apiClient.post<GiftCardBalance>('/gift-cards/balance', { code });

export function useCheckGiftCardBalance() {
  return useMutation({ mutationFn: checkGiftCardBalance });
}
