import { ticketAmounts, type SellableAccessory, type SellableBike, type TicketInput } from '@veloport/domain';

/** A line of the till's cart: a stock bike (always one), or an accessory and how many. */
export type CartLine = { kind: 'bike'; item: SellableBike } | { kind: 'accessory'; item: SellableAccessory; quantity: number };

export const lineKey = (line: CartLine) => `${line.kind}-${line.item.id}`;
export const lineQuantity = (line: CartLine) => (line.kind === 'bike' ? 1 : line.quantity);

/** Adds an item: a bike once, an accessory again adds one to its line (never past what the store holds). */
export function addToCart(cart: CartLine[], line: CartLine): CartLine[] {
  const existing = cart.find((l) => lineKey(l) === lineKey(line));
  if (!existing) return [...cart, line];
  if (existing.kind === 'bike' || line.kind === 'bike') return cart;
  return cart.map((l) => (l === existing && l.kind === 'accessory' ? { ...l, quantity: Math.min(l.quantity + 1, Math.max(l.item.quantity, 1)) } : l));
}

/** The amounts the till shows before the sale: the same rules (packages/domain) the API stores. */
export const cartAmounts = (cart: CartLine[], discountPercent: number) =>
  ticketAmounts(
    cart.map((l) => ({ kind: l.kind, quantity: lineQuantity(l), unitPriceCents: l.item.unitPriceCents, vatRate: l.item.vatRate })),
    discountPercent,
  );

export const cartLinesInput = (cart: CartLine[]): TicketInput['lines'] =>
  cart.map((l) => (l.kind === 'bike' ? { kind: 'bike' as const, bikeId: l.item.id } : { kind: 'accessory' as const, accessoryId: l.item.id, quantity: l.quantity }));
