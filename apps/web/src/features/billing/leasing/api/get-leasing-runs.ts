import type { leasingRunListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leasingKeys } from '@/features/billing/leasing/api/leasing-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type LeasingRunList = Infer<typeof leasingRunListSchema>;

export const getLeasingRuns = (query: Record<string, string | number>) => apiClient.get<LeasingRunList>('/leasing/runs', { query });

export const leasingRunsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: leasingKeys.runList(query),
    queryFn: () => getLeasingRuns(query),
    placeholderData: keepPreviousData,
    // While a run waits or works, its progress is read again every two seconds.
    refetchInterval: (q) => (q.state.data?.data.some((r) => r.status === 'queued' || r.status === 'running') ? 2000 : false),
  });

export function useLeasingRuns(query: Record<string, string | number>) {
  return useQuery(leasingRunsQueryOptions(query));
}
