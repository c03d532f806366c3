import type { ScheduleUpdate, scheduleSchema } from '@veloport/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type Schedule = Infer<typeof scheduleSchema>;
const KEY = ['shop', 'schedule'];

export const getSchedule = (): Promise<Schedule> => apiClient.get<Schedule>('/shop/schedule');

export function useSchedule() {
  return useQuery({ queryKey: KEY, queryFn: getSchedule });
}

export const updateSchedule = (update: ScheduleUpdate): Promise<Schedule> => apiClient.put<Schedule>('/shop/schedule', update);

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSchedule, onSuccess: (schedule) => queryClient.setQueryData(KEY, schedule) });
}
