import type { tourStoresSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toursKeys } from '@/features/workshop/tours/api/tours-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type TourStores = Infer<typeof tourStoresSchema>;

export const getTourStores = () => apiClient.get<TourStores>('/tours/stores');

export const tourStoresQueryOptions = () => queryOptions({ queryKey: toursKeys.stores(), queryFn: getTourStores, staleTime: Infinity });

export function useTourStores() {
  return useQuery(tourStoresQueryOptions());
}
