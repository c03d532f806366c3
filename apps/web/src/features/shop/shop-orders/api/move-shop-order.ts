import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopMarkPaidInput, ShopMarkPaidMethod } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import { billsRoot } from '@/lib/query-roots';
import { shopOrdersKeys } from './shop-orders-keys';

/** The staff's steps on an order: the payment arrived, it left (or waits at the store), it was handed over, called off. */
export const SHOP_ORDER_STEPS = ['mark-paid', 'ship', 'deliver', 'staff-cancel'] as const;
export type ShopOrderStep = (typeof SHOP_ORDER_STEPS)[number];

type StepAnswer = { id: number; status: string; paymentStatus: string };

/** `body`: mark-paid's method (decision 121); a transfer order's payment is sent without one. */
export const moveShopOrder = (number: string, step: ShopOrderStep, body?: ShopMarkPaidInput) =>
  apiClient.post<StepAnswer>(`/shop/orders/${encodeURIComponent(number)}/${step}`, body);

/** Moves the order; its page and the lists read again, and the bills (paying issues one). */
export function useMoveShopOrder(number: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ step, method }: { step: ShopOrderStep; method?: ShopMarkPaidMethod }) =>
      moveShopOrder(number, step, method ? { method } : undefined),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: shopOrdersKeys.all }), client.invalidateQueries({ queryKey: billsRoot })]),
  });
}
