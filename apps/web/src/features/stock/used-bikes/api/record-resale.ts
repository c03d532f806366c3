import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyBack } from '@/features/stock/used-bikes/api/create-buy-back';
import { usedBikesKeys } from '@/features/stock/used-bikes/api/used-bikes-keys';
import { apiClient } from '@/lib/api-client';

/** The price and day a bought-back bike was sold again. */
export const recordResale = ({ id, priceCents, date }: { id: number; priceCents: number; date: string }) =>
  apiClient.post<{ buyBack: BuyBack }>(`/buy-backs/${id}/resale`, { priceCents, date }).then((r) => r.buyBack);

export function useRecordResale() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordResale, onSuccess: () => queryClient.invalidateQueries({ queryKey: usedBikesKeys.buyBacks }) });
}
