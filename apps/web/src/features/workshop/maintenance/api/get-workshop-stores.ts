import type { WorkshopStores } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { maintenanceKeys } from '@/features/workshop/maintenance/api/maintenance-keys';
import { apiClient } from '@/lib/api-client';

export const getWorkshopStores = () => apiClient.get<WorkshopStores>('/workshop/stores');

/** The workshops and each one's first day with room (decision 030), for the request form. */
export const workshopStoresQueryOptions = () =>
  queryOptions({ queryKey: maintenanceKeys.stores(), queryFn: getWorkshopStores, staleTime: 60_000 });

export function useWorkshopStores() {
  return useQuery(workshopStoresQueryOptions());
}
