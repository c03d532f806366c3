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

export const TICKET_LINE_KINDS = ['bike', 'accessory'] as const;
export type TicketLineKind = (typeof TICKET_LINE_KINDS)[number];

export const TICKET_CUSTOMER_KINDS = ['existing', 'new', 'anonymous'] as const;
export type TicketCustomerKind = (typeof TICKET_CUSTOMER_KINDS)[number];

/** A till discount is at most this: beyond it the sale is a gift, not a discount. */
export const MAX_TICKET_DISCOUNT_PERCENT = 100;

export type TicketLineInput = { kind: TicketLineKind; quantity: number; unitPriceCents: number; vatRate: number };
export type TicketLineAmounts = OfferLineAmounts;
export type TicketTotals = { grossCents: number; discountCents: number; exclVatCents: number; vatCents: number; inclVatCents: number; vatByRate: VatGroup[] };

/** The sale price of a catalogue item, VAT excluded: its discount price when it has one. */
export const salePriceCents = (item: { priceCents: number; discountPriceCents: number | null }) => item.discountPriceCents ?? item.priceCents;

/** One line of a ticket with the ticket's discount. */
export function ticketLineAmounts(line: TicketLineInput, discountPercent = 0): TicketLineAmounts {
  return offerLineAmounts({ kind: line.kind, quantity: line.quantity, unitPriceCents: line.unitPriceCents, vatRate: line.vatRate, discountPercent });
}

/** Every line's amounts and the ticket's totals (VAT per rate, ascending). */
export function ticketAmounts(lines: readonly TicketLineInput[], discountPercent = 0): { lines: TicketLineAmounts[]; totals: TicketTotals } {
  const withDiscount = lines.map((l) => ({ kind: l.kind, quantity: l.quantity, unitPriceCents: l.unitPriceCents, vatRate: l.vatRate, discountPercent }));
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
export function mergeCartLines<T extends { kind: TicketLineKind; bikeId?: number; accessoryId?: number; quantity?: number }>(lines: readonly T[]): T[] {
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
    const percentOnly = ticketLineAmounts({ kind: l.kind as TicketLineKind, quantity: l.quantity, unitPriceCents: l.unitPriceCents, vatRate: l.vatRate }, ticket.discountPercent).discountCents;
    const promoBase = l.discountCents - percentOnly;
    if (promoBase > 0) byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + promoBase);
  }
  return [...byRate.entries()].sort(([a], [b]) => b - a).map(([vatRate, cents]) => ({ description: `Promo ${ticket.promoCode}`, quantity: -1, unitPriceCents: cents, vatRate, discountPercent: 0 }));
}
