import { queryOptions, useQuery } from '@tanstack/react-query';
import type { scheduleSchema } from '@veloport/domain';
import { siteKeys } from '@/features/public-catalog/site/api/site-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type ShopSchedule = Infer<typeof scheduleSchema>;

export const getSchedule = (signal?: AbortSignal) => apiClient.get<ShopSchedule>('/shop/schedule', { signal });

/** Opening hours per store: the footer and the store choices of the forms. */
export const scheduleQueryOptions = () =>
  queryOptions({ queryKey: siteKeys.schedule(), queryFn: ({ signal }) => getSchedule(signal), staleTime: 10 * 60_000 });

export function useSchedule() {
  return useQuery(scheduleQueryOptions());
}
