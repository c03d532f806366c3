import type { maintenanceRequestListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { maintenanceKeys } from '@/features/workshop/maintenance/api/maintenance-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type MaintenanceRequestList = Infer<typeof maintenanceRequestListSchema>;

export const getMaintenanceRequests = (query: Record<string, string | number>) =>
  apiClient.get<MaintenanceRequestList>('/maintenance-requests', { query });

export const maintenanceRequestsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: maintenanceKeys.list(query), queryFn: () => getMaintenanceRequests(query), placeholderData: keepPreviousData });

export function useMaintenanceRequests(query: Record<string, string | number>) {
  return useQuery(maintenanceRequestsQueryOptions(query));
}
