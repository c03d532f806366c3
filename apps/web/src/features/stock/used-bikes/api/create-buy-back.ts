import type { BuyBackInput, buyBackSchema } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usedBikesKeys } from '@/features/stock/used-bikes/api/used-bikes-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BuyBack = Infer<typeof buyBackSchema>;

export const createBuyBack = (input: BuyBackInput) => apiClient.post<{ buyBack: BuyBack }>('/buy-backs', input).then((r) => r.buyBack);

export function useCreateBuyBack() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBuyBack, onSuccess: () => queryClient.invalidateQueries({ queryKey: usedBikesKeys.buyBacks }) });
}
