import { useQuery } from '@tanstack/react-query';
import type { publicUsedBikeDetailResponseSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export const getUsedBike = (id: number, signal?: AbortSignal) =>
  apiClient.get<Infer<typeof publicUsedBikeDetailResponseSchema>>(`/public/used-bikes/${id}`, { signal });

export function useUsedBike(id: number) {
  return useQuery({
    queryKey: ['public', 'used-bike', id],
    queryFn: ({ signal }) => getUsedBike(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    select: (response) => response.usedBike,
  });
}
