import type { tourListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toursKeys } from '@/features/workshop/tours/api/tours-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type TourList = Infer<typeof tourListSchema>;

export const getTours = (query: Record<string, string | number>) => apiClient.get<TourList>('/tours', { query });

export const toursQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: toursKeys.list(query), queryFn: () => getTours(query), placeholderData: keepPreviousData });

export function useTours(query: Record<string, string | number>) {
  return useQuery(toursQueryOptions(query));
}
