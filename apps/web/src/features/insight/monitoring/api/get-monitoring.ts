import type { Monitoring } from '@veloport/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { monitoringRoot } from '@/lib/query-roots';

export type { Monitoring };

/** Read again every minute while the screen is open: the monitor is left on a wall or a second tab. */
export const MONITORING_REFRESH_MS = 60_000;

export function useMonitoring() {
  return useQuery({
    queryKey: [...monitoringRoot],
    queryFn: () => apiClient.get<Monitoring>('/monitoring'),
    refetchInterval: MONITORING_REFRESH_MS,
  });
}
