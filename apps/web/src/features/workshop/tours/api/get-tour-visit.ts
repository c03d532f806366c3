import type { MaintenanceTourVisit } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toursKeys } from '@/features/workshop/tours/api/tours-keys';
import { apiClient } from '@/lib/api-client';

export type { MaintenanceTourVisit };

export const getTourVisit = (requestId: number) =>
  apiClient.get<{ visit: MaintenanceTourVisit }>(`/maintenance-requests/${requestId}/tour-visit`);

/** The tour a maintenance request is on (decision 035), for its detail page. */
export const tourVisitQueryOptions = (requestId: number) =>
  queryOptions({
    queryKey: toursKeys.visit(requestId),
    queryFn: () => getTourVisit(requestId),
    enabled: Number.isInteger(requestId) && requestId > 0,
  });

export function useTourVisit(requestId: number) {
  return useQuery(tourVisitQueryOptions(requestId));
}
