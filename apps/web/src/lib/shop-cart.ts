import { useMemo, useSyncExternalStore } from 'react';
import { CART_EVENT as EVENT, CART_KEY as KEY, cartSnapshot as snapshot, subscribeToCart as subscribe } from './cart-count';

/*
 * The web shop's cart (decision 083): a few lines in localStorage, so it survives a reload and a sign-in, read by
 * the catalogue's buttons (fetched on their click), the header's badge (lib/cart-count.ts) and the shop's pages.
 * Prices are only what the page showed; the shop's quote says what is charged.
 */
export type CartLine =
  | { kind: 'bike'; modelId: number; slug: string; name: string; size: string; priceCents: number; quantity: 1 }
  | { kind: 'accessory'; accessoryId: number; slug: string; name: string; priceCents: number; quantity: number }
  | { kind: 'gift_card'; amountCents: number; quantity: 1 }
  | { kind: 'used_bike'; usedBikeId: number; name: string; priceCents: number; quantity: 1 };

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

/**
 * One more of an accessory already in the cart adds to its quantity; a bike or a gift card is a line each; a used
 * bike is one of a kind: in the cart once.
 */
export function addToCart(line: CartLine): void {
  const lines = readCart();
  if (line.kind === 'used_bike' && lines.some((l) => l.kind === 'used_bike' && l.usedBikeId === line.usedBikeId)) return writeCart(lines);
  const same = line.kind === 'accessory' && lines.find((l) => l.kind === 'accessory' && l.accessoryId === line.accessoryId);
  if (same) same.quantity += line.quantity;
  else lines.push(line);
  writeCart(lines);
}

/** The cart's lines, kept in step with every tab; empty on the server. */
export function useCart(): CartLine[] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '[]');
  return useMemo(() => (raw === '[]' ? [] : readCart()), [raw]);
}
