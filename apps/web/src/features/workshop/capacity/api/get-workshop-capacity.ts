import type { WorkshopCapacity } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { capacityKeys } from '@/features/workshop/capacity/api/capacity-keys';
import { apiClient } from '@/lib/api-client';

export type { WorkshopCapacity };
export type StoreCapacity = WorkshopCapacity['stores'][number];

export const getWorkshopCapacity = () => apiClient.get<WorkshopCapacity>('/workshop/capacity');

export const workshopCapacityQueryOptions = () => queryOptions({ queryKey: capacityKeys.capacity(), queryFn: getWorkshopCapacity });

export function useWorkshopCapacity() {
  return useQuery(workshopCapacityQueryOptions());
}
