import type { ScheduleUpdate } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schedule } from '@/features/stock/shop-schedule/api/get-schedule';
import { shopScheduleKeys } from '@/features/stock/shop-schedule/api/shop-schedule-keys';
import { apiClient } from '@/lib/api-client';

export const updateSchedule = (update: ScheduleUpdate): Promise<Schedule> => apiClient.put<Schedule>('/shop/schedule', update);

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchedule,
    onSuccess: (schedule) => queryClient.setQueryData(shopScheduleKeys.schedule(), schedule),
  });
}
