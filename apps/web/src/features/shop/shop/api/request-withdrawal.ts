import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { orderAddress } from './order-address';
import { shopKeys } from './shop-keys';

/** The 14-day right of withdrawal (EU consumer law), asked from the order's page. */
export const requestWithdrawal = (number: string, token: string | null) => {
  const { path, query } = orderAddress(number, token, '/withdrawal');
  return apiClient.post<unknown>(path, undefined, { query });
};

export function useRequestWithdrawal(number: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestWithdrawal(number, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.order(number, token) }),
  });
}
