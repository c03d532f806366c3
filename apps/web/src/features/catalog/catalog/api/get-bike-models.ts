import type { bikeModelListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/catalog/api/catalog-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BikeModelList = Infer<typeof bikeModelListSchema>;
export type ListQuery = Record<string, string | number>;
/** The three lists of models: the catalogue, the models withdrawn from sale, the cafeteria offer. */
export type BikeModelListKind = 'all' | 'notAvailable' | 'cafeteria';

const LIST_PATHS: Record<BikeModelListKind, string> = {
  all: '/catalog/bikes',
  notAvailable: '/catalog/bikes/not-available',
  cafeteria: '/catalog/bikes/cafeteria',
};

export const getBikeModels = (kind: BikeModelListKind, query: ListQuery): Promise<BikeModelList> =>
  apiClient.get<BikeModelList>(LIST_PATHS[kind], { query });

export const bikeModelsQueryOptions = (kind: BikeModelListKind, query: ListQuery) =>
  queryOptions({
    queryKey: catalogKeys.bikeList(kind, query),
    queryFn: () => getBikeModels(kind, query),
    placeholderData: keepPreviousData,
  });

export function useBikeModels(kind: BikeModelListKind, query: ListQuery) {
  return useQuery(bikeModelsQueryOptions(kind, query));
}
