import type { boxEventListSchema } from '@veloport/domain';
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { boxesKeys } from '@/features/sharing/boxes/api/boxes-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BoxEventList = Infer<typeof boxEventListSchema>;

export const getBoxEvents = (id: number, page: number) =>
  apiClient.get<BoxEventList>(`/boxes/${id}/events`, { query: { page, perPage: 20 } });

export const boxEventsQueryOptions = (id: number, page: number) =>
  queryOptions({ queryKey: boxesKeys.eventPage(id, page), queryFn: () => getBoxEvents(id, page), placeholderData: keepPreviousData });

export function useBoxEvents(id: number, page: number) {
  return useQuery(boxEventsQueryOptions(id, page));
}
