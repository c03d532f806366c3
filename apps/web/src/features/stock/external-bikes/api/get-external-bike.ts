import type { externalBikeSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { externalBikesKeys } from '@/features/stock/external-bikes/api/external-bikes-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type ExternalBike = Infer<typeof externalBikeSchema>;

export const getExternalBike = (id: number) => apiClient.get<{ bike: ExternalBike }>(`/external-bikes/${id}`).then((r) => r.bike);

export const externalBikeQueryOptions = (id: number) =>
  queryOptions({ queryKey: externalBikesKeys.bike(id), queryFn: () => getExternalBike(id), enabled: Number.isInteger(id) && id > 0 });

export function useExternalBike(id: number) {
  return useQuery(externalBikeQueryOptions(id));
}
