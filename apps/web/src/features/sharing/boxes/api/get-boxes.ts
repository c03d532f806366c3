import type { boxListSchema } from '@veloport/domain';
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { boxesKeys } from '@/features/sharing/boxes/api/boxes-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BoxList = Infer<typeof boxListSchema>;

export const getBoxes = (query: Record<string, string | number>) => apiClient.get<BoxList>('/boxes', { query });

export const boxesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: boxesKeys.list(query), queryFn: () => getBoxes(query), placeholderData: keepPreviousData });

export function useBoxes(query: Record<string, string | number>) {
  return useQuery(boxesQueryOptions(query));
}
