import { queryOptions, useQuery } from '@tanstack/react-query';
import { toursKeys } from '@/features/workshop/tours/api/tours-keys';
import { apiClient } from '@/lib/api-client';

type Tiles = { url: string; attribution: string };

export const getMapTiles = () => apiClient.get<Tiles>('/tours/map-tiles');

/** The map tiles' address and attribution the server is configured with (decision 032). */
export const mapTilesQueryOptions = () => queryOptions({ queryKey: toursKeys.mapTiles(), queryFn: getMapTiles, staleTime: Infinity });

export function useMapTiles() {
  return useQuery(mapTilesQueryOptions());
}
