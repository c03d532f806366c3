import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { giftCardRedeemedSchema } from '@veloport/domain';
import type { z } from 'zod';
import { usePaymentsChanged } from '@/features/billing/bills/api/use-payments-changed';
import { apiClient } from '@/lib/api-client';
import { giftCardsRoot } from '@/lib/query-roots';

export type PaidWithGiftCard = z.infer<typeof giftCardRedeemedSchema>;

/** Pays part of this bill with a gift card (decision 120): the bill's screens and the gift cards are refreshed. */
export function usePayWithGiftCard(billId: number) {
  const queryClient = useQueryClient();
  const changed = usePaymentsChanged(billId);
  return useMutation({
    mutationFn: (input: { code: string; amountCents: number; billNumber: string }) =>
      apiClient.post<PaidWithGiftCard>('/gift-cards/redeem', input),
    onSuccess: () => {
      changed();
      void queryClient.invalidateQueries({ queryKey: giftCardsRoot });
    },
  });
}
