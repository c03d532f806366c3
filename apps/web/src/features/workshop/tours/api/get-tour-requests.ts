import type { tourRequestListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toursKeys } from '@/features/workshop/tours/api/tours-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type TourRequestList = Infer<typeof tourRequestListSchema>;
type RequestsList = 'to_propose' | 'to_confirm';

export const getTourRequests = (list: RequestsList, query: Record<string, string | number>) =>
  apiClient.get<TourRequestList>('/tours/requests', { query: { ...query, list } });

export const tourRequestsQueryOptions = (list: RequestsList, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: toursKeys.requestList(list, query),
    queryFn: () => getTourRequests(list, query),
    placeholderData: keepPreviousData,
  });

export function useTourRequests(list: RequestsList, query: Record<string, string | number>) {
  return useQuery(tourRequestsQueryOptions(list, query));
}
