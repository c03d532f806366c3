import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupedOrdersKeys } from '@/features/sales/grouped-orders/api/grouped-orders-keys';
import { apiClient } from '@/lib/api-client';

type ModelChoice = { id: number; brand: string; model: string; sizes: string[]; priceCents: number; vatRate: number };
type AccessoryChoice = { id: number; name: string; priceCents: number; vatRate: number };

export const getLineModels = () => apiClient.get<{ data: ModelChoice[] }>('/catalog/bikes', { query: { perPage: 100, sort: 'name' } });
export const getLineAccessories = () => apiClient.get<{ data: AccessoryChoice[] }>('/catalog/accessories', { query: { perPage: 100 } });

export const lineModelsQueryOptions = () =>
  queryOptions({ queryKey: groupedOrdersKeys.lineModels(), queryFn: getLineModels, staleTime: 5 * 60_000 });
export const lineAccessoriesQueryOptions = (isAdmin: boolean) =>
  queryOptions({ queryKey: groupedOrdersKeys.lineAccessories(), queryFn: getLineAccessories, enabled: isAdmin, staleTime: 5 * 60_000 });

/** Models (and accessories, which only admins may read) a line may name. */
export function useLineCatalogue(isAdmin: boolean) {
  const models = useQuery(lineModelsQueryOptions());
  const accessories = useQuery(lineAccessoriesQueryOptions(isAdmin));
  return { models: models.data?.data ?? [], accessories: accessories.data?.data ?? [] };
}
