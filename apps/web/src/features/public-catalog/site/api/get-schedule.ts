import { useQuery } from '@tanstack/react-query';
import type { scheduleSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type ShopSchedule = Infer<typeof scheduleSchema>;

export const getSchedule = (signal?: AbortSignal) => apiClient.get<ShopSchedule>('/shop/schedule', { signal });

/** Opening hours per store: the footer and the store choices of the forms. */
export function useSchedule() {
  return useQuery({ queryKey: ['public', 'schedule'], queryFn: ({ signal }) => getSchedule(signal), staleTime: 10 * 60_000 });
}
