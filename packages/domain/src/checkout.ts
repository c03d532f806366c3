import { offerLineAmounts, offerTotals, type OfferLineAmounts, type VatGroup } from './offers';

/**
 * The cash register (decision 023): a walk-in sale of stock bikes and accessories. A ticket's amounts follow
 * the offers' rules (decision 021): each line rounded to the cent on its own — the ticket's discount, then its
 * VAT — and the totals are sums of the rounded lines, with the VAT summed per rate. Integer cents, VAT excluded
 * unless a name says otherwise. The ticket discount is one percentage applied to every line, so the receipt's
 * lines add up to its totals.
 */

export const PAYMENT_METHODS = ['cash', 'card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** `gift_card`: a gift card sold at the till (decision 063), issued when the ticket is paid; outside VAT scope. */
export const TICKET_LINE_KINDS = ['bike', 'accessory', 'gift_card'] as const;
export type TicketLineKind = (typeof TICKET_LINE_KINDS)[number];
/** The lines that are a supply of goods: priced, discounted, in the VAT base and on the bill. */
export type GoodsLineKind = Exclude<TicketLineKind, 'gift_card'>;

export const TICKET_CUSTOMER_KINDS = ['existing', 'new', 'anonymous'] as const;
export type TicketCustomerKind = (typeof TICKET_CUSTOMER_KINDS)[number];

/** A till discount is at most this: beyond it the sale is a gift, not a discount. */
export const MAX_TICKET_DISCOUNT_PERCENT = 100;

export type TicketLineInput = { kind: GoodsLineKind; quantity: number; unitPriceCents: number; vatRate: number };
export type TicketLineAmounts = OfferLineAmounts;
export type TicketTotals = {
  grossCents: number;
  discountCents: number;
  exclVatCents: number;
  vatCents: number;
  inclVatCents: number;
  vatByRate: VatGroup[];
};

/** The sale price of a catalogue item, VAT excluded: its discount price when it has one. */
export const salePriceCents = (item: { priceCents: number; discountPriceCents: number | null }) =>
  item.discountPriceCents ?? item.priceCents;

/** One line of a ticket with the ticket's discount. */
export function ticketLineAmounts(line: TicketLineInput, discountPercent = 0): TicketLineAmounts {
  return offerLineAmounts({
    kind: line.kind,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    vatRate: line.vatRate,
    discountPercent,
  });
}

/** Every line's amounts and the ticket's totals (VAT per rate, ascending). */
export function ticketAmounts(
  lines: readonly TicketLineInput[],
  discountPercent = 0,
): { lines: TicketLineAmounts[]; totals: TicketTotals } {
  const withDiscount = lines.map((l) => ({
    kind: l.kind,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    vatRate: l.vatRate,
    discountPercent,
  }));
  const amounts = withDiscount.map(offerLineAmounts);
  const t = offerTotals(withDiscount);
  return {
    lines: amounts,
    totals: {
      grossCents: amounts.reduce((s, a) => s + a.grossCents, 0),
      discountCents: t.discountCents,
      exclVatCents: t.exclVatCents,
      vatCents: t.vatCents,
      inclVatCents: t.inclVatCents,
      vatByRate: t.vatByRate,
    },
  };
}

/** The same accessory twice in a cart is one line with the quantities added (one stock movement per accessory). */
export function mergeCartLines<T extends { kind: TicketLineKind; bikeId?: number; accessoryId?: number; quantity?: number }>(
  lines: readonly T[],
): T[] {
  const out: T[] = [];
  for (const line of lines) {
    const same = line.kind === 'accessory' ? out.find((o) => o.kind === 'accessory' && o.accessoryId === line.accessoryId) : undefined;
    if (same) same.quantity = (same.quantity ?? 1) + (line.quantity ?? 1);
    else out.push({ ...line });
  }
  return out;
}

/**
 * A line's amounts less its share of a promo code (decision 059). The share is VAT included (what the customer
 * sees come off); its VAT part is taken off the line's VAT at the line's rate, the rest off its base, so the VAT
 * charged stays the rate of what was actually paid.
 */
export function lessPromoShare(amounts: TicketLineAmounts, shareCents: number, vatRate: number): TicketLineAmounts {
  if (shareCents <= 0) return amounts;
  const vatShare = Math.round((shareCents * vatRate) / (100 + vatRate));
  const exclShare = shareCents - vatShare;
  return {
    ...amounts,
    discountCents: amounts.discountCents + exclShare,
    exclVatCents: amounts.exclVatCents - exclShare,
    vatCents: amounts.vatCents - vatShare,
    inclVatCents: amounts.inclVatCents - shareCents,
  };
}

/** A ticket's totals as the sum of its (stored) lines, VAT per rate ascending. */
export function totalsOfLines(lines: readonly (TicketLineAmounts & { vatRate: number })[]): TicketTotals {
  const byRate = new Map<number, { rate: number; baseCents: number; vatCents: number }>();
  for (const l of lines) {
    const g = byRate.get(l.vatRate) ?? { rate: l.vatRate, baseCents: 0, vatCents: 0 };
    g.baseCents += l.exclVatCents;
    g.vatCents += l.vatCents;
    byRate.set(l.vatRate, g);
  }
  const sum = (f: (l: TicketLineAmounts) => number) => lines.reduce((s, l) => s + f(l), 0);
  return {
    grossCents: sum((l) => l.grossCents),
    discountCents: sum((l) => l.discountCents),
    exclVatCents: sum((l) => l.exclVatCents),
    vatCents: sum((l) => l.vatCents),
    inclVatCents: sum((l) => l.inclVatCents),
    vatByRate: [...byRate.values()].sort((a, b) => a.rate - b.rate),
  };
}

/**
 * A till ticket's promo code as bill lines (decision 059): billing re-prices a ticket's lines from their unit price
 * and the ticket's percentage, so the code's base part comes back as one negative line per VAT rate ("Promo CODE",
 * quantity −1), and the bill's VAT follows from it like a credit note's.
 */
export function ticketPromoBillLines(
  ticket: { promoCode: string | null; promoDiscountCents: number; discountPercent: number },
  lines: readonly { kind: string; quantity: number; unitPriceCents: number; vatRate: number; discountCents: number }[],
): { description: string; quantity: number; unitPriceCents: number; vatRate: number; discountPercent: number }[] {
  if (!ticket.promoCode || ticket.promoDiscountCents <= 0) return [];
  const byRate = new Map<number, number>();
  for (const l of lines) {
    const percentOnly = ticketLineAmounts(
      { kind: l.kind as GoodsLineKind, quantity: l.quantity, unitPriceCents: l.unitPriceCents, vatRate: l.vatRate },
      ticket.discountPercent,
    ).discountCents;
    const promoBase = l.discountCents - percentOnly;
    if (promoBase > 0) byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + promoBase);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatRate, cents]) => ({
      description: `Promo ${ticket.promoCode}`,
      quantity: -1,
      unitPriceCents: cents,
      vatRate,
      discountPercent: 0,
    }));
}

/* ----- Gift cards sold at the till (decision 063) ----- */

/** The amounts a gift card can be sold for, as on the gift cards screen (1 € to 10 000 €). */
export const TILL_GIFT_CARD_MIN_CENTS = 100;
export const TILL_GIFT_CARD_MAX_CENTS = 1_000_000;

/** A ticket's number as printed: T-000042. */
export const ticketNumberOf = (id: number) => `T-${String(id).padStart(6, '0')}`;

/** The goods lines of a ticket (bikes, accessories): what is priced, discounted, taxed and billed. */
export const goodsLines = <T extends { kind: string }>(lines: readonly T[]): (T & { kind: GoodsLineKind })[] =>
  lines.filter((l): l is T & { kind: GoodsLineKind } => l.kind !== 'gift_card');
/** The gift cards a ticket sells. */
export const giftCardLines = <T extends { kind: string }>(lines: readonly T[]): T[] => lines.filter((l) => l.kind === 'gift_card');

/**
 * A gift card line's amounts: a multi-purpose voucher is not a supply when sold (VAT is due when it is spent,
 * art. 30a–30b of directive 2006/112/EC, added by the vouchers directive 2016/1065), so it is taken at face value, no discount, no VAT.
 * Its amounts stay out of the ticket's VAT totals (`totalsOfLines` is given the goods lines only).
 */
export function giftCardLineAmounts(amountCents: number): TicketLineAmounts {
  return { grossCents: amountCents, discountCents: 0, exclVatCents: amountCents, vatCents: 0, inclVatCents: amountCents };
}

/** A card sold at the till expires one year after the sale day (the same date next year; 29 February → 28 February). */
export function tillGiftCardExpiry(saleDay: string): string {
  const [y, m, d] = saleDay.split('-').map(Number) as [number, number, number];
  const day = m === 2 && d === 29 ? 28 : d;
  return `${y + 1}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Why a gift card cannot pay `amountCents` of a ticket: it pays the goods only (never a gift card sold on the same
 * ticket: a voucher bought with a voucher would turn one card into another without money), so more than the goods'
 * total is `not_for_gift_cards` when the ticket sells cards, else `more_than_total`.
 */
export function giftCardPaymentRefusal(
  amountCents: number,
  goodsInclVatCents: number,
  giftCardsSoldCents: number,
): 'more_than_total' | 'not_for_gift_cards' | null {
  if (amountCents <= goodsInclVatCents) return null;
  return giftCardsSoldCents > 0 ? 'not_for_gift_cards' : 'more_than_total';
}

/** What the customer pays by the payment method: the goods (VAT included) and the cards sold, less what a card paid. */
export const ticketToPayCents = (t: { goodsInclVatCents: number; giftCardsSoldCents: number; giftCardPaidCents: number }) =>
  t.goodsInclVatCents + t.giftCardsSoldCents - t.giftCardPaidCents;
