import type { OfferStockBikes } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';

export const getOfferStockBikes = (modelId: number) => apiClient.get<OfferStockBikes>('/offers/stock-bikes', { query: { modelId } });

/** Bikes in stock of a model that a bike line may name instead of the model alone. */
export const offerStockBikesQueryOptions = (modelId: number | null) =>
  queryOptions({ queryKey: salesKeys.stockBikes(modelId), queryFn: () => getOfferStockBikes(modelId!), enabled: modelId !== null });

export function useOfferStockBikes(modelId: number | null) {
  return useQuery(offerStockBikesQueryOptions(modelId));
}
