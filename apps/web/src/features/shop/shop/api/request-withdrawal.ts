import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { shopKeys } from './shop-keys';

/** The 14-day right of withdrawal (EU consumer law), asked from the order's page. */
export const requestWithdrawal = (number: string, token: string) =>
  apiClient.post<unknown>(`/shop/orders/${encodeURIComponent(number)}/withdrawal`, undefined, { query: { token } });

export function useRequestWithdrawal(number: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestWithdrawal(number, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.order(number, token) }),
  });
}
