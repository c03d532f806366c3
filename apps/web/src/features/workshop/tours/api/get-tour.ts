import type { TourDetail } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toursKeys } from '@/features/workshop/tours/api/tours-keys';
import { apiClient } from '@/lib/api-client';

export type { TourDetail };

export const getTour = (id: number) => apiClient.get<TourDetail>(`/tours/${id}`);

export const tourQueryOptions = (id: number) =>
  queryOptions({ queryKey: toursKeys.tour(id), queryFn: () => getTour(id), enabled: Number.isInteger(id) && id > 0 });

export function useTour(id: number) {
  return useQuery(tourQueryOptions(id));
}
