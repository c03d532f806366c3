import type { DeliverySettings } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { onlinePaymentsKeys } from '@/features/billing/online-payments/api/online-payments-keys';
import { apiClient } from '@/lib/api-client';

export const saveDeliverySettings = (input: DeliverySettings) => apiClient.put<DeliverySettings>('/delivery-settings', input);

export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliverySettings,
    onSuccess: (saved) => queryClient.setQueryData(onlinePaymentsKeys.deliverySettings(), saved),
  });
}
