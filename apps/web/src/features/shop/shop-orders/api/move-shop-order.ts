import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { billsRoot } from '@/lib/query-roots';
import { shopOrdersKeys } from './shop-orders-keys';

/** The staff's steps on an order: the payment arrived, it left (or waits at the store), it was handed over, called off. */
export const SHOP_ORDER_STEPS = ['mark-paid', 'ship', 'deliver', 'staff-cancel'] as const;
export type ShopOrderStep = (typeof SHOP_ORDER_STEPS)[number];

type StepAnswer = { id: number; status: string; paymentStatus: string };

export const moveShopOrder = (number: string, step: ShopOrderStep) =>
  apiClient.post<StepAnswer>(`/shop/orders/${encodeURIComponent(number)}/${step}`);

/** Moves the order; its page and the lists read again, and the bills (paying issues one). */
export function useMoveShopOrder(number: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: ShopOrderStep) => moveShopOrder(number, step),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: shopOrdersKeys.all }), client.invalidateQueries({ queryKey: billsRoot })]),
  });
}
