import type { scheduleSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopScheduleKeys } from '@/features/stock/shop-schedule/api/shop-schedule-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type Schedule = Infer<typeof scheduleSchema>;

export const getSchedule = (): Promise<Schedule> => apiClient.get<Schedule>('/shop/schedule');

export const scheduleQueryOptions = () => queryOptions({ queryKey: shopScheduleKeys.schedule(), queryFn: getSchedule });

export function useSchedule() {
  return useQuery(scheduleQueryOptions());
}
