import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ShopOrderCreated, ShopOrderRequest } from './shop-contract';

export const createOrder = (request: ShopOrderRequest) => apiClient.post<ShopOrderCreated>('/shop/orders', request);

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
