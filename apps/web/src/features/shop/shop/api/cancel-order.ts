import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { shopKeys } from './shop-keys';

export const cancelOrder = (number: string, token: string) =>
  apiClient.post<unknown>(`/shop/orders/${encodeURIComponent(number)}/cancel`, undefined, { query: { token } });

export function useCancelOrder(number: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(number, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.order(number, token) }),
  });
}
