import type { servicePriceListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { servicePricesKeys } from '@/features/workshop/service-prices/api/service-prices-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type ServicePriceList = Infer<typeof servicePriceListSchema>;

export const getServicePrices = (query: Record<string, string | number>) => apiClient.get<ServicePriceList>('/service-prices', { query });

export const servicePricesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: servicePricesKeys.list(query), queryFn: () => getServicePrices(query), placeholderData: keepPreviousData });

export function useServicePrices(query: Record<string, string | number>) {
  return useQuery(servicePricesQueryOptions(query));
}
