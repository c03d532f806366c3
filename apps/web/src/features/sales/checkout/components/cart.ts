import {
  giftCardLineAmounts,
  ticketAmounts,
  type SellableAccessory,
  type SellableBike,
  type TicketInput,
  type TicketLineAmounts,
} from '@veloport/domain';

/**
 * A line of the till's cart: a stock bike (always one), an accessory and how many, or a gift card to sell (decision
 * 063: issued when the ticket is paid; `key` tells two cards of the same amount apart).
 */
export type CartLine =
  | { kind: 'bike'; item: SellableBike }
  | { kind: 'accessory'; item: SellableAccessory; quantity: number }
  | { kind: 'gift_card'; key: string; amountCents: number };
type GoodsCartLine = Exclude<CartLine, { kind: 'gift_card' }>;

export const lineKey = (line: CartLine) => (line.kind === 'gift_card' ? `gift_card-${line.key}` : `${line.kind}-${line.item.id}`);
export const lineQuantity = (line: CartLine) => (line.kind === 'accessory' ? line.quantity : 1);
const isGoods = (line: CartLine): line is GoodsCartLine => line.kind !== 'gift_card';

/** Adds an item: a bike once, an accessory again adds one to its line (never past what the store holds); a gift card always. */
export function addToCart(cart: CartLine[], line: CartLine): CartLine[] {
  const existing = cart.find((l) => lineKey(l) === lineKey(line));
  if (!existing) return [...cart, line];
  if (existing.kind !== 'accessory' || line.kind !== 'accessory') return cart;
  return cart.map((l) =>
    l === existing && l.kind === 'accessory' ? { ...l, quantity: Math.min(l.quantity + 1, Math.max(l.item.quantity, 1)) } : l,
  );
}

/**
 * The amounts the till shows before the sale: the same rules (packages/domain) the API stores. `lines` follows the
 * cart (a gift card at face value); `totals` are the goods' (a gift card sold is outside VAT scope), `giftCardsSoldCents` apart.
 */
export function cartAmounts(cart: CartLine[], discountPercent: number) {
  const goods = cart.filter(isGoods);
  const { lines: goodsAmounts, totals } = ticketAmounts(
    goods.map((l) => ({ kind: l.kind, quantity: lineQuantity(l), unitPriceCents: l.item.unitPriceCents, vatRate: l.item.vatRate })),
    discountPercent,
  );
  let g = 0;
  const lines: TicketLineAmounts[] = cart.map((l) => (l.kind === 'gift_card' ? giftCardLineAmounts(l.amountCents) : goodsAmounts[g++]!));
  const giftCardsSoldCents = cart.reduce((sum, l) => sum + (l.kind === 'gift_card' ? l.amountCents : 0), 0);
  return { lines, totals, giftCardsSoldCents };
}

export const cartLinesInput = (cart: CartLine[]): TicketInput['lines'] =>
  cart.map((l) =>
    l.kind === 'bike'
      ? { kind: 'bike' as const, bikeId: l.item.id }
      : l.kind === 'accessory'
        ? { kind: 'accessory' as const, accessoryId: l.item.id, quantity: l.quantity }
        : { kind: 'gift_card' as const, amountCents: l.amountCents },
  );
