import { useMemo, useSyncExternalStore } from 'react';

/*
 * The web shop's cart (decision 083): a few lines in localStorage, so it survives a reload and a sign-in, read by
 * the catalogue's buttons and the header's badge on a visitor's first page. Kept tiny on purpose (the 170 kB
 * budget): prices are only what the page showed; the shop's quote says what is charged.
 */
export type CartLine =
  | { kind: 'bike'; modelId: number; slug: string; name: string; size: string; priceCents: number; quantity: 1 }
  | { kind: 'accessory'; accessoryId: number; slug: string; name: string; priceCents: number; quantity: number }
  | { kind: 'gift_card'; amountCents: number; quantity: 1 };

const KEY = 'veloport.cart';
const EVENT = 'veloport-cart';

export function readCart(): CartLine[] {
  try {
    const lines: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(lines) ? (lines as CartLine[]) : [];
  } catch {
    return [];
  }
}

export function writeCart(lines: CartLine[]): void {
  localStorage.setItem(KEY, JSON.stringify(lines));
  dispatchEvent(new Event(EVENT));
}

/** One more of an accessory already in the cart adds to its quantity; a bike or a gift card is a line each. */
export function addToCart(line: CartLine): void {
  const lines = readCart();
  const same = line.kind === 'accessory' && lines.find((l) => l.kind === 'accessory' && l.accessoryId === line.accessoryId);
  if (same) same.quantity += line.quantity;
  else lines.push(line);
  writeCart(lines);
}

const subscribe = (changed: () => void) => {
  addEventListener(EVENT, changed);
  // Another tab's change arrives as a storage event.
  addEventListener('storage', changed);
  return () => {
    removeEventListener(EVENT, changed);
    removeEventListener('storage', changed);
  };
};
const snapshot = () => localStorage.getItem(KEY) ?? '[]';

/** The cart's lines, kept in step with every tab; empty on the server. */
export function useCart(): CartLine[] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '[]');
  return useMemo(() => (raw === '[]' ? [] : readCart()), [raw]);
}

/** How many items the cart holds (the header's badge). */
export function useCartCount(): number {
  return useCart().reduce((sum, line) => sum + line.quantity, 0);
}
