import type { Characteristic } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/catalog/api/catalog-keys';
import { apiClient } from '@/lib/api-client';

export const getCharacteristics = (): Promise<Characteristic[]> =>
  apiClient.get<{ data: Characteristic[] }>('/catalog/characteristics').then((r) => r.data);

export const characteristicsQueryOptions = () => queryOptions({ queryKey: catalogKeys.characteristics(), queryFn: getCharacteristics });

export function useCharacteristics() {
  return useQuery(characteristicsQueryOptions());
}
