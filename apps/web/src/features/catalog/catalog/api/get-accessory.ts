import type { Accessory } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/catalog/api/catalog-keys';
import { apiClient } from '@/lib/api-client';

export const getAccessory = (id: number) => apiClient.get<{ accessory: Accessory }>(`/catalog/accessories/${id}`).then((r) => r.accessory);

export const accessoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogKeys.accessory(id), queryFn: () => getAccessory(id), enabled: Number.isInteger(id) && id > 0 });

export function useAccessory(id: number) {
  return useQuery(accessoryQueryOptions(id));
}
