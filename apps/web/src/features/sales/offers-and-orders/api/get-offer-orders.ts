import { queryOptions, useQuery } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';
import type { OrderList } from '@/features/sales/offers-and-orders/api/get-orders';

export const getOfferOrders = (offerId: number) => apiClient.get<OrderList>('/orders', { query: { offerId, perPage: 100 } });

export const offerOrdersQueryOptions = (offerId: number, enabled: boolean) =>
  queryOptions({ queryKey: salesKeys.offerOrders(offerId), queryFn: () => getOfferOrders(offerId), enabled });

export function useOfferOrders(offerId: number, enabled: boolean) {
  return useQuery(offerOrdersQueryOptions(offerId, enabled));
}
