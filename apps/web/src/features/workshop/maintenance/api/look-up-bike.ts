import type { bikeLookupSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { maintenanceKeys } from '@/features/workshop/maintenance/api/maintenance-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BikeLookup = Infer<typeof bikeLookupSchema>;

export const lookUpBike = (frameNumber: string) =>
  apiClient.get<BikeLookup>('/maintenance-requests/bike-lookup', { query: { frameNumber } });

/** The workshop finds a stock bike by frame number, with its rider. */
export const bikeLookupQueryOptions = (frameNumber: string) =>
  queryOptions({
    queryKey: maintenanceKeys.bikeLookup(frameNumber),
    queryFn: () => lookUpBike(frameNumber),
    enabled: frameNumber.trim() !== '',
  });

export function useBikeLookup(frameNumber: string) {
  return useQuery(bikeLookupQueryOptions(frameNumber));
}
