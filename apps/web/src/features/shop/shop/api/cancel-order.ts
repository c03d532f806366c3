import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { orderAddress } from './order-address';
import { shopKeys } from './shop-keys';

export const cancelOrder = (number: string, token: string | null) => {
  const { path, query } = orderAddress(number, token, '/cancel');
  return apiClient.post<unknown>(path, undefined, { query });
};

export function useCancelOrder(number: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(number, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.order(number, token) }),
  });
}
