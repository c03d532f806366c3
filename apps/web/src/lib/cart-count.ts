import { useSyncExternalStore } from 'react';

/*
 * What the public header needs of the web shop's cart (decision 083): how many items it holds, kept in step with every
 * tab. Apart from lib/shop-cart.ts so that a visitor's first page carries these few lines and nothing else.
 */
export const CART_KEY = 'veloport.cart';
export const CART_EVENT = 'veloport-cart';

export const subscribeToCart = (changed: () => void) => {
  addEventListener(CART_EVENT, changed);
  // Another tab's change arrives as a storage event.
  addEventListener('storage', changed);
  return () => {
    removeEventListener(CART_EVENT, changed);
    removeEventListener('storage', changed);
  };
};
export const cartSnapshot = () => localStorage.getItem(CART_KEY) ?? '[]';

/** How many items the cart holds (the header's badge); none on the server. */
export function useCartCount(): number {
  const raw = useSyncExternalStore(subscribeToCart, cartSnapshot, () => '[]');
  try {
    return (JSON.parse(raw) as { quantity: number }[]).reduce((sum, line) => sum + line.quantity, 0);
  } catch {
    return 0;
  }
}
