import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundMethod } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import { billsRoot } from '@/lib/query-roots';
import { shopOrdersKeys } from './shop-orders-keys';

export type ShopOrderRefund = { method: RefundMethod; iban?: string };

/**
 * Gives a withdrawn (goods back) or cancelled paid order's money back (decision 105): the API credits the bill and
 * records the refund; the order, the lists and the bills read again.
 */
export function useRefundShopOrder(number: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (refund: ShopOrderRefund) =>
      apiClient.post<{ id: number; status: string; paymentStatus: string }>(`/shop/orders/${encodeURIComponent(number)}/refund`, refund),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: shopOrdersKeys.all }), client.invalidateQueries({ queryKey: billsRoot })]),
  });
}
