/**
 * Gift cards, promo codes, delivery prices and online payment (issue 14, decision 050): the pure rules.
 * Money in integer cents; days are ISO dates (YYYY-MM-DD) in Brussels.
 */

/** 32 symbols without the ones read wrongly aloud or on a receipt: no 0/O, no 1/I. 32 keeps the draw unbiased. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Four groups of four symbols: 16 × 5 = 80 random bits, far beyond guessing at a rate-limited endpoint. */
export const GIFT_CARD_GROUPS = 4;
export const GIFT_CARD_GROUP_LENGTH = 4;
const CODE_LENGTH = GIFT_CARD_GROUPS * GIFT_CARD_GROUP_LENGTH;

/** A gift card code `ABCD-EFGH-JKLM-NPQR` drawn from `random` bytes (crypto random, at least 16 of them). */
export function giftCardCodeFrom(random: Uint8Array): string {
  if (random.length < CODE_LENGTH) throw new Error(`giftCardCodeFrom needs ${CODE_LENGTH} random bytes`);
  let symbols = '';
  // 256 is a multiple of 32: each byte modulo 32 is uniform.
  for (let i = 0; i < CODE_LENGTH; i++) symbols += GIFT_CARD_ALPHABET[random[i]! % GIFT_CARD_ALPHABET.length];
  return symbols.match(new RegExp(`.{${GIFT_CARD_GROUP_LENGTH}}`, 'g'))!.join('-');
}

/** A code as typed by a person (lower case, spaces, with or without dashes) in its printed form, or null when it cannot be one. */
export function normalizeGiftCardCode(input: string): string | null {
  const symbols = input.toUpperCase().replace(/[\s-]/g, '');
  if (symbols.length !== CODE_LENGTH) return null;
  for (const c of symbols) if (!GIFT_CARD_ALPHABET.includes(c)) return null;
  return symbols.match(new RegExp(`.{${GIFT_CARD_GROUP_LENGTH}}`, 'g'))!.join('-');
}

export const GIFT_CARD_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/;

export type GiftCardRefusal = 'voided' | 'expired' | 'insufficient_balance';

/** What the rules read of a card: a voided card (decision 119) has `voidedAt`. */
type CardState = { balanceCents: number; expiresOn: string | null; voidedAt?: Date | string | null };

/** Why a gift card cannot pay `amountCents` today, or null when it can. A voided card is refused first (decision 119). */
export function giftCardRefusal(card: CardState, amountCents: number, today: string): GiftCardRefusal | null {
  if (card.voidedAt) return 'voided';
  if (card.expiresOn !== null && card.expiresOn < today) return 'expired';
  if (amountCents > card.balanceCents) return 'insufficient_balance';
  return null;
}

export type GiftCardStatus = 'active' | 'used' | 'expired' | 'void';
export function giftCardStatus(card: CardState, today: string): GiftCardStatus {
  if (card.voidedAt) return 'void';
  if (card.balanceCents <= 0) return 'used';
  if (card.expiresOn !== null && card.expiresOn < today) return 'expired';
  return 'active';
}

/** Why an admin voids a card (decision 119): replaced by a new one made by hand, made by mistake, or another reason. */
export const GIFT_CARD_VOID_REASONS = ['replaced', 'made_by_mistake', 'other'] as const;
export type GiftCardVoidReason = (typeof GIFT_CARD_VOID_REASONS)[number];

/** Why a card cannot be voided (409), or null: voided once only, and a card with nothing left has nothing to void. */
export function giftCardVoidRefusal(card: CardState): 'already_voided' | 'nothing_left' | null {
  if (card.voidedAt) return 'already_voided';
  if (card.balanceCents <= 0) return 'nothing_left';
  return null;
}

export const PROMO_KINDS = ['percent', 'amount'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

export type PromoRule = {
  kind: PromoKind;
  /** A whole percent (1–100) for `percent`, cents for `amount`. */
  value: number;
  startsOn: string | null;
  endsOn: string | null;
  maxUses: number | null;
  perCustomerLimit: number | null;
  minimumOrderCents: number;
  active: boolean;
};

export type PromoRefusal = 'inactive' | 'not_started' | 'expired' | 'used_up' | 'customer_limit' | 'below_minimum' | 'not_applicable';

/**
 * Which kinds of line a promo code may discount (decision 059): a till ticket's and a shop order's lines are bikes or
 * accessories. An empty list (or null) means every line.
 */
export const PROMO_LINE_KINDS = ['bike', 'accessory'] as const;
export type PromoLineKind = (typeof PROMO_LINE_KINDS)[number];

/**
 * A promo code on lines (VAT included, after any other discount): only the lines of the kinds it is for count. The
 * discount is computed on their sum (never more than it) and shared over them in proportion, the last cent to the
 * largest remainders, so the shares add up exactly. `eligibleCents` 0 → the code is not for these products.
 */
export function promoOnLines(
  rule: Pick<PromoRule, 'kind' | 'value'> & { appliesTo: readonly PromoLineKind[] | null },
  lines: readonly { kind: string; inclVatCents: number }[],
): { eligibleCents: number; discountCents: number; shares: number[] } {
  const matches = (kind: string) => !rule.appliesTo || rule.appliesTo.length === 0 || (rule.appliesTo as readonly string[]).includes(kind);
  const eligible = lines.map((l) => (matches(l.kind) ? Math.max(0, l.inclVatCents) : 0));
  const eligibleCents = eligible.reduce((s, c) => s + c, 0);
  const discountCents = promoDiscountCents(rule, eligibleCents);
  if (discountCents === 0) return { eligibleCents, discountCents, shares: lines.map(() => 0) };
  const exact = eligible.map((c) => (c * discountCents) / eligibleCents);
  const shares = exact.map(Math.floor);
  let left = discountCents - shares.reduce((s, c) => s + c, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    if (eligible[i]! > shares[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return { eligibleCents, discountCents, shares };
}

/** The discount of a promo code on an order of `totalCents`: never more than the order, rounded half up to the cent. */
export function promoDiscountCents(rule: Pick<PromoRule, 'kind' | 'value'>, totalCents: number): number {
  if (totalCents <= 0) return 0;
  const discount = rule.kind === 'percent' ? Math.round((totalCents * rule.value) / 100) : rule.value;
  return Math.max(0, Math.min(totalCents, discount));
}

/** Why a promo code does not apply, in the order a customer can act on it, or null when it applies. */
export function promoRefusal(
  rule: PromoRule,
  use: { today: string; totalCents: number; usesCount: number; customerUses: number },
): PromoRefusal | null {
  if (!rule.active) return 'inactive';
  if (rule.startsOn !== null && use.today < rule.startsOn) return 'not_started';
  if (rule.endsOn !== null && use.today > rule.endsOn) return 'expired';
  if (rule.maxUses !== null && use.usesCount >= rule.maxUses) return 'used_up';
  if (rule.perCustomerLimit !== null && use.customerUses >= rule.perCustomerLimit) return 'customer_limit';
  if (use.totalCents < rule.minimumOrderCents) return 'below_minimum';
  return null;
}

/** A promo code as typed: upper case, no spaces. */
export const normalizePromoCode = (input: string) => input.trim().toUpperCase().replace(/\s+/g, '');

export const DELIVERY_METHOD_KINDS = ['home', 'pickup', 'relay'] as const;
export type DeliveryMethodKind = (typeof DELIVERY_METHOD_KINDS)[number];
export type DeliveryMethodSetting = { kind: DeliveryMethodKind; priceCents: number; enabled: boolean };

/**
 * What a delivery method costs on an order of `totalCents` (after discounts): free from the threshold on, store
 * pickup at its own price (usually 0). Null when the method is switched off.
 */
export function deliveryPriceCents(method: DeliveryMethodSetting, totalCents: number, freeFromCents: number | null): number | null {
  if (!method.enabled) return null;
  if (freeFromCents !== null && totalCents >= freeFromCents) return 0;
  return method.priceCents;
}

/**
 * A delivery zone (decision 059): a range of Belgian postal codes (4 digits, both ends included) with its own price,
 * e.g. 1000–1299 Brussels.
 */
export type DeliveryZone = { name: string; fromPostalCode: number; toPostalCode: number; priceCents: number };

/** A Belgian postal code as a number (1000–9999), or null when the text is not one. */
export function belgianPostalCode(input: string | null | undefined): number | null {
  const digits = (input ?? '').trim().replace(/^B-?/i, '');
  if (!/^[1-9]\d{3}$/.test(digits)) return null;
  return Number(digits);
}

/** The first zone whose range holds the postal code, or null (outside every zone, or no postal code). */
export function zoneOf(zones: readonly DeliveryZone[], postalCode: string | null | undefined): DeliveryZone | null {
  const code = belgianPostalCode(postalCode);
  if (code === null) return null;
  return zones.find((z) => z.fromPostalCode <= code && code <= z.toPostalCode) ?? null;
}

/**
 * What a delivery method costs for an address: a method without zones is offered everywhere at its own price; a
 * method with zones is offered only inside one of them, at the zone's price (null: not offered there). Free from
 * the threshold on, like `deliveryPriceCents`.
 */
export function zonedDeliveryPriceCents(
  method: DeliveryMethodSetting & { zones?: readonly DeliveryZone[] },
  postalCode: string | null | undefined,
  totalCents: number,
  freeFromCents: number | null,
): number | null {
  if (!method.enabled) return null;
  if (!method.zones || method.zones.length === 0) return deliveryPriceCents(method, totalCents, freeFromCents);
  const zone = zoneOf(method.zones, postalCode);
  if (!zone) return null;
  return deliveryPriceCents({ ...method, priceCents: zone.priceCents }, totalCents, freeFromCents);
}

/** Zones that overlap (the index of the second one), so the admin screen can refuse them. */
export function overlappingZone(zones: readonly DeliveryZone[]): number | null {
  for (let i = 0; i < zones.length; i++)
    for (let j = 0; j < i; j++)
      if (zones[i]!.fromPostalCode <= zones[j]!.toPostalCode && zones[j]!.fromPostalCode <= zones[i]!.toPostalCode) return i;
  return null;
}
