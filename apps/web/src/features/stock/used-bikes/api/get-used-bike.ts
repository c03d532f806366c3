import type { usedBikeSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usedBikesKeys } from '@/features/stock/used-bikes/api/used-bikes-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type UsedBike = Infer<typeof usedBikeSchema>;

export const getUsedBike = (id: number) => apiClient.get<{ usedBike: UsedBike }>(`/used-bikes/${id}`).then((r) => r.usedBike);

export const usedBikeQueryOptions = (id: number) =>
  queryOptions({ queryKey: usedBikesKeys.usedBike(id), queryFn: () => getUsedBike(id), enabled: Number.isInteger(id) && id > 0 });

export function useUsedBike(id: number) {
  return useQuery(usedBikeQueryOptions(id));
}
