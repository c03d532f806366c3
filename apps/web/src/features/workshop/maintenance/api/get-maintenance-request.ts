import type { MaintenanceRequestDetail } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { maintenanceKeys } from '@/features/workshop/maintenance/api/maintenance-keys';
import { apiClient } from '@/lib/api-client';

export type { MaintenanceRequestDetail };

export const getMaintenanceRequest = (id: number) => apiClient.get<MaintenanceRequestDetail>(`/maintenance-requests/${id}`);

export const maintenanceRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: maintenanceKeys.request(id),
    queryFn: () => getMaintenanceRequest(id),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useMaintenanceRequest(id: number) {
  return useQuery(maintenanceRequestQueryOptions(id));
}
