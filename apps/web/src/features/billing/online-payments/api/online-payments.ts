import type { DeliverySettings } from '@veloport/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type { DeliverySettings };

/** Whether online payment is configured: without it the "Pay online" button is not shown. */
export function usePaymentConfig() {
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: () => apiClient.get<{ enabled: boolean; provider: string | null }>('/payments/config'),
    staleTime: 5 * 60_000,
  });
}

/** Asks the provider for a checkout page for the bill; the caller sends the browser there. */
export function usePayOnline(billId: number) {
  return useMutation({ mutationFn: () => apiClient.post<{ url: string }>(`/bills/${billId}/pay-online`) });
}

export function useDeliverySettings() {
  return useQuery({ queryKey: ['delivery-settings'], queryFn: () => apiClient.get<DeliverySettings>('/delivery-settings') });
}

export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeliverySettings) => apiClient.put<DeliverySettings>('/delivery-settings', input),
    onSuccess: (saved) => queryClient.setQueryData(['delivery-settings'], saved),
  });
}
