import type { myToursSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toursKeys } from '@/features/workshop/tours/api/tours-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type MyTours = Infer<typeof myToursSchema>;

export const getMyTours = (date?: string) => apiClient.get<MyTours>('/tours/mine', { query: date ? { date } : {} });

export const myToursQueryOptions = (date?: string) => queryOptions({ queryKey: toursKeys.myTours(date), queryFn: () => getMyTours(date) });

export function useMyTours(date?: string) {
  return useQuery(myToursQueryOptions(date));
}
