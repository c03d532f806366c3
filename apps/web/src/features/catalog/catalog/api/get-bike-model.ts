import type { BikeModel } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/catalog/api/catalog-keys';
import { apiClient } from '@/lib/api-client';

export const getBikeModel = (id: number): Promise<BikeModel> =>
  apiClient.get<{ model: BikeModel }>(`/catalog/bikes/${id}`).then((r) => r.model);

export const bikeModelQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogKeys.bike(id), queryFn: () => getBikeModel(id), enabled: Number.isInteger(id) && id > 0 });

export function useBikeModel(id: number) {
  return useQuery(bikeModelQueryOptions(id));
}
