import type { WorkshopCapacity } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { servicePricesKeys } from '@/features/workshop/service-prices/api/service-prices-keys';
import { apiClient } from '@/lib/api-client';

export const getWorkshopCapacity = () => apiClient.get<WorkshopCapacity>('/workshop/capacity');

/** The stores (Liège, Brussels) as the workshop knows them: from its capacity, which lists every store. */
export const workshopStoresQueryOptions = () =>
  queryOptions({
    queryKey: servicePricesKeys.capacity(),
    queryFn: getWorkshopCapacity,
    select: (c) => c.stores.map((s) => ({ id: s.storeId, name: s.storeName })),
    staleTime: 60_000,
  });

export function useWorkshopStores() {
  return useQuery(workshopStoresQueryOptions());
}
