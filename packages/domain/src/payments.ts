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

export type GiftCardRefusal = 'expired' | 'insufficient_balance';

/** Why a gift card cannot pay `amountCents` today, or null when it can. */
export function giftCardRefusal(card: { balanceCents: number; expiresOn: string | null }, amountCents: number, today: string): GiftCardRefusal | null {
  if (card.expiresOn !== null && card.expiresOn < today) return 'expired';
  if (amountCents > card.balanceCents) return 'insufficient_balance';
  return null;
}

export type GiftCardStatus = 'active' | 'used' | 'expired';
export function giftCardStatus(card: { balanceCents: number; expiresOn: string | null }, today: string): GiftCardStatus {
  if (card.balanceCents <= 0) return 'used';
  if (card.expiresOn !== null && card.expiresOn < today) return 'expired';
  return 'active';
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

export type PromoRefusal = 'inactive' | 'not_started' | 'expired' | 'used_up' | 'customer_limit' | 'below_minimum';

/** The discount of a promo code on an order of `totalCents`: never more than the order, rounded half up to the cent. */
export function promoDiscountCents(rule: Pick<PromoRule, 'kind' | 'value'>, totalCents: number): number {
  if (totalCents <= 0) return 0;
  const discount = rule.kind === 'percent' ? Math.round((totalCents * rule.value) / 100) : rule.value;
  return Math.max(0, Math.min(totalCents, discount));
}

/** Why a promo code does not apply, in the order a customer can act on it, or null when it applies. */
export function promoRefusal(rule: PromoRule, use: { today: string; totalCents: number; usesCount: number; customerUses: number }): PromoRefusal | null {
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

