import type { ServicePrice } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { servicePricesKeys } from '@/features/workshop/service-prices/api/service-prices-keys';
import { apiClient } from '@/lib/api-client';

export type { ServicePrice };

export const getServicePrice = (id: number) => apiClient.get<ServicePrice>(`/service-prices/${id}`);

export const servicePriceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: servicePricesKeys.servicePrice(id),
    queryFn: () => getServicePrice(id),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useServicePrice(id: number) {
  return useQuery(servicePriceQueryOptions(id));
}
