import { z } from 'zod';
import type { FieldErrorCode } from './errors';
import type { OfferLineKind } from './offers';
import { promoOnLines, type PromoLineKind } from './payments';

/**
 * A promo code on a sale offer (decision 059, "Offers and orders"). An offer line is a bike or an accessory for the
 * code's `appliesTo`: a box and an "other accessory" are accessories; labour and a service are neither (only a code
 * for every line discounts them).
 */
export function offerPromoLineKind(kind: OfferLineKind | string): PromoLineKind | 'other' {
  if (kind === 'bike') return 'bike';
  if (kind === 'accessory' || kind === 'box' || kind === 'other_accessory') return 'accessory';
  return 'other';
}

/** The code's discount over an offer's lines (VAT included): total and each line's share, in line order. */
export function offerPromoShares(
  rule: Parameters<typeof promoOnLines>[0],
  lines: readonly { kind: string; amounts: { inclVatCents: number } }[],
): { eligibleCents: number; discountCents: number; shares: number[] } {
  return promoOnLines(
    rule,
    lines.map((l) => ({ kind: offerPromoLineKind(l.kind), inclVatCents: l.amounts.inclVatCents })),
  );
}

/**
 * An order's share of its offer's promo code (VAT included) as one bill line: quantity −1 and the base part at the
 * order's VAT rate, so the bill's VAT drops with it (as the till's `ticketPromoBillLines`).
 */
export function orderPromoBillLine(code: string, shareInclVatCents: number, vatRate: number) {
  const vat = Math.round((shareInclVatCents * vatRate) / (100 + vatRate));
  return { description: `Promo ${code}`, quantity: -1, unitPriceCents: shareInclVatCents - vat, vatRate, discountPercent: 0 };
}

/** Why a code on an offer would be refused: a promo code's refusals, or `sale_only` on a lease (decision 059). */
export const OFFER_PROMO_REFUSALS = [
  'inactive',
  'not_started',
  'expired',
  'used_up',
  'customer_limit',
  'below_minimum',
  'not_applicable',
  'sale_only',
] as const satisfies readonly FieldErrorCode[];

export const offerPromoSchema = z.object({
  code: z.string(),
  /** VAT included, what comes off the offer's total. */
  discountCents: z.number(),
  totalAfterCents: z.number(),
  /** Why the code would be refused now (before signing), or null. */
  refusal: z.enum(OFFER_PROMO_REFUSALS).nullable(),
  /** True once the offer is signed: the use is counted and the amount is fixed. */
  committed: z.boolean(),
});
export type OfferPromo = z.infer<typeof offerPromoSchema>;

export const offerPromoCodeInputSchema = z.object({ code: z.string().trim().min(1).max(64) });
export type OfferPromoCodeInput = z.infer<typeof offerPromoCodeInputSchema>;

/** An order's delivery method (order tracker) as the delivery settings name it. */
export const ORDER_DELIVERY_KIND = { home: 'home', store_pickup: 'pickup', relay_point: 'relay' } as const;

/** The Belgian postal code of an address as typed ("Rue du Vélo 1, 4000 Liège" → "4000"): the last 4-digit group, or null. */
export function postalCodeOf(address: string | null | undefined): string | null {
  const found = (address ?? '').match(/\b[1-9]\d{3}\b/g);
  return found ? found[found.length - 1]! : null;
}

/** The delivery as a bill line: the price is VAT included, billed at the order's VAT rate (it follows the bike). */
export function deliveryBillLine(label: string, priceInclVatCents: number, vatRate: number) {
  const vat = Math.round((priceInclVatCents * vatRate) / (100 + vatRate));
  return { description: label, quantity: 1, unitPriceCents: priceInclVatCents - vat, vatRate, discountPercent: 0 };
}

export const orderDeliveryPriceSchema = z.object({
  priceCents: z.number(),
  postalCode: z.string().nullable(),
  zone: z.string().nullable(),
});
export type OrderDeliveryPrice = z.infer<typeof orderDeliveryPriceSchema>;
