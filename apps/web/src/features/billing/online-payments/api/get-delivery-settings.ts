import type { DeliverySettings } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { onlinePaymentsKeys } from '@/features/billing/online-payments/api/online-payments-keys';
import { apiClient } from '@/lib/api-client';

export type { DeliverySettings };

export const getDeliverySettings = () => apiClient.get<DeliverySettings>('/delivery-settings');

export const deliverySettingsQueryOptions = () =>
  queryOptions({ queryKey: onlinePaymentsKeys.deliverySettings(), queryFn: getDeliverySettings });

export function useDeliverySettings() {
  return useQuery(deliverySettingsQueryOptions());
}
