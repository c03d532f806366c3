import type { MyDayWork } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toursKeys } from '@/features/workshop/tours/api/tours-keys';
import { apiClient } from '@/lib/api-client';

export type { MyDayWork };

export const getMyDayWork = (date?: string) => apiClient.get<MyDayWork>('/tours/mine/work', { query: date ? { date } : {} });

/** The work at each stop of the mechanic's day (bike, step, parts, notes, photos) and the parts the stores hold. */
export const myDayWorkQueryOptions = (date?: string) =>
  queryOptions({ queryKey: toursKeys.myDayWork(date), queryFn: () => getMyDayWork(date) });

export function useMyDayWork(date?: string) {
  return useQuery(myDayWorkQueryOptions(date));
}
