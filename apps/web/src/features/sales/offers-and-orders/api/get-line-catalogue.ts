import { queryOptions, useQuery } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';

type ModelChoice = { id: number; brand: string; model: string; sizes: string[]; priceCents: number; vatRate: number };
type AccessoryChoice = { id: number; name: string; priceCents: number; vatRate: number };

export const getLineModels = () => apiClient.get<{ data: ModelChoice[] }>('/catalog/bikes', { query: { perPage: 100, sort: 'name' } });
export const getLineAccessories = () => apiClient.get<{ data: AccessoryChoice[] }>('/catalog/accessories', { query: { perPage: 100 } });

export const lineModelsQueryOptions = () =>
  queryOptions({ queryKey: salesKeys.lineModels(), queryFn: getLineModels, staleTime: 5 * 60_000 });
export const lineAccessoriesQueryOptions = () =>
  queryOptions({ queryKey: salesKeys.lineAccessories(), queryFn: getLineAccessories, staleTime: 5 * 60_000 });

/** The catalogue's bike models (staff may read it) and, for admins, its accessories: what a line can name. */
export function useLineCatalogue() {
  const models = useQuery(lineModelsQueryOptions());
  const accessories = useQuery(lineAccessoriesQueryOptions());
  return { models: models.data?.data ?? [], accessories: accessories.data?.data ?? [] };
}
