import type { BoxDetail } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { boxesKeys } from '@/features/sharing/boxes/api/boxes-keys';
import { apiClient } from '@/lib/api-client';

export type { BoxDetail };

export const getBox = (id: number) => apiClient.get<BoxDetail>(`/boxes/${id}`);

export const boxQueryOptions = (id: number) =>
  queryOptions({ queryKey: boxesKeys.box(id), queryFn: () => getBox(id), enabled: Number.isInteger(id) && id > 0 });

export function useBox(id: number) {
  return useQuery(boxQueryOptions(id));
}
