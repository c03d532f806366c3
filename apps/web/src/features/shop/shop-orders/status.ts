import type { ShopDeliveryMethod, ShopOrderStatus } from '@veloport/domain';

/** The word for a shop order's status: a pick-up order that "shipped" is ready at the store (what its customer waits for). */
export const shopStatusKey = (status: ShopOrderStatus, method: ShopDeliveryMethod) =>
  status === 'shipped' && method === 'store_pickup' ? 'shop:statusesPickup.shipped' : `shop:statuses.${status}`;

export const SHOP_STATUS_COLORS: Record<ShopOrderStatus, string> = {
  placed: 'orange.9',
  paid: 'blue.8',
  shipped: 'veloport.9',
  delivered: 'green.9',
  cancelled: 'gray.7',
  withdrawn: 'red.9',
};
