import { describe, expect, it } from 'vitest';
import {
  deliveryPriceCents,
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_PATTERN,
  giftCardCodeFrom,
  giftCardRefusal,
  giftCardStatus,
  giftCardVoidRefusal,
  normalizeGiftCardCode,
  promoDiscountCents,
  promoRefusal,
  type PromoRule,
} from './payments';

const bytes = (...values: number[]) => Uint8Array.from({ length: 16 }, (_, i) => values[i % values.length]!);

describe('gift card codes', () => {
  it('are four groups of four symbols without 0, O, 1 or I', () => {
    expect(GIFT_CARD_ALPHABET).toHaveLength(32);
    for (const c of '0O1I') expect(GIFT_CARD_ALPHABET).not.toContain(c);
    const code = giftCardCodeFrom(bytes(0, 31, 32, 255));
    expect(code).toBe('A9A9-A9A9-A9A9-A9A9');
    expect(code).toMatch(GIFT_CARD_CODE_PATTERN);
  });

  it('use every symbol of the alphabet evenly (256 is a multiple of 32)', () => {
    const seen = new Map<string, number>();
    for (let b = 0; b < 256; b++) {
      const c = giftCardCodeFrom(bytes(b))[0]!;
      seen.set(c, (seen.get(c) ?? 0) + 1);
    }
    expect(seen.size).toBe(32);
    expect(new Set(seen.values())).toEqual(new Set([8]));
  });

  it('refuses fewer than 16 random bytes', () => {
    expect(() => giftCardCodeFrom(new Uint8Array(8))).toThrow();
  });

  it('reads a code as typed, and refuses what cannot be one', () => {
    expect(normalizeGiftCardCode(' abcd efgh-jkLM npqr ')).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(normalizeGiftCardCode('ABCDEFGHJKLMNPQR')).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(normalizeGiftCardCode('ABCD-EFGH-JKLM-NPQ0')).toBeNull();
    expect(normalizeGiftCardCode('ABCD-EFGH-JKLM')).toBeNull();
    expect(normalizeGiftCardCode("' or 1=1 --")).toBeNull();
  });
});

describe('gift card use', () => {
  const card = { balanceCents: 5_000, expiresOn: '2026-12-31' };
  it('pays part of the balance, all of it, never more', () => {
    expect(giftCardRefusal(card, 2_000, '2026-06-01')).toBeNull();
    expect(giftCardRefusal(card, 5_000, '2026-06-01')).toBeNull();
    expect(giftCardRefusal(card, 5_001, '2026-06-01')).toBe('insufficient_balance');
  });
  it('works on its last day, not the day after', () => {
    expect(giftCardRefusal(card, 100, '2026-12-31')).toBeNull();
    expect(giftCardRefusal(card, 100, '2027-01-01')).toBe('expired');
    expect(giftCardRefusal({ ...card, expiresOn: null }, 100, '2099-01-01')).toBeNull();
  });
  it('reads active, used or expired', () => {
    expect(giftCardStatus(card, '2026-06-01')).toBe('active');
    expect(giftCardStatus({ ...card, balanceCents: 0 }, '2026-06-01')).toBe('used');
    expect(giftCardStatus(card, '2027-06-01')).toBe('expired');
  });
  it('refuses a voided card at every use and reads it void, even expired or empty (decision 119)', () => {
    const voided = { ...card, balanceCents: 0, voidedAt: new Date('2026-06-01T10:00:00Z') };
    expect(giftCardRefusal(voided, 0, '2026-06-01')).toBe('voided');
    expect(giftCardRefusal(voided, 100, '2027-06-01')).toBe('voided');
    expect(giftCardStatus(voided, '2027-06-01')).toBe('void');
    expect(giftCardVoidRefusal(voided)).toBe('already_voided');
    expect(giftCardVoidRefusal({ ...card, balanceCents: 0 })).toBe('nothing_left');
    expect(giftCardVoidRefusal(card)).toBeNull();
  });
});

describe('promo codes', () => {
  const rule: PromoRule = {
    kind: 'percent',
    value: 15,
    startsOn: '2026-01-01',
    endsOn: '2026-12-31',
    maxUses: 100,
    perCustomerLimit: 1,
    minimumOrderCents: 5_000,
    active: true,
  };
  const use = { today: '2026-06-01', totalCents: 10_000, usesCount: 0, customerUses: 0 };

  it('takes a percentage rounded to the cent, or an amount, never more than the order', () => {
    expect(promoDiscountCents(rule, 10_000)).toBe(1_500);
    expect(promoDiscountCents(rule, 3_333)).toBe(500);
    expect(promoDiscountCents({ kind: 'percent', value: 100 }, 4_321)).toBe(4_321);
    expect(promoDiscountCents({ kind: 'amount', value: 2_000 }, 10_000)).toBe(2_000);
    expect(promoDiscountCents({ kind: 'amount', value: 2_000 }, 1_500)).toBe(1_500);
    expect(promoDiscountCents({ kind: 'amount', value: 2_000 }, 0)).toBe(0);
  });

  it('applies within its dates, uses and minimum, and says why not otherwise', () => {
    expect(promoRefusal(rule, use)).toBeNull();
    expect(promoRefusal({ ...rule, active: false }, use)).toBe('inactive');
    expect(promoRefusal(rule, { ...use, today: '2025-12-31' })).toBe('not_started');
    expect(promoRefusal(rule, { ...use, today: '2026-12-31' })).toBeNull();
    expect(promoRefusal(rule, { ...use, today: '2027-01-01' })).toBe('expired');
    expect(promoRefusal(rule, { ...use, usesCount: 100 })).toBe('used_up');
    expect(promoRefusal(rule, { ...use, customerUses: 1 })).toBe('customer_limit');
    expect(promoRefusal(rule, { ...use, totalCents: 4_999 })).toBe('below_minimum');
    expect(
      promoRefusal(
        { ...rule, maxUses: null, perCustomerLimit: null, startsOn: null, endsOn: null },
        { ...use, usesCount: 10_000, customerUses: 50 },
      ),
    ).toBeNull();
  });
});

describe('delivery and payment', () => {
  it('prices a method, free from the threshold, nothing when switched off', () => {
    const home = { kind: 'home' as const, priceCents: 795, enabled: true };
    expect(deliveryPriceCents(home, 9_999, 10_000)).toBe(795);
    expect(deliveryPriceCents(home, 10_000, 10_000)).toBe(0);
    expect(deliveryPriceCents(home, 1_000_000, null)).toBe(795);
    expect(deliveryPriceCents({ ...home, enabled: false }, 100, null)).toBeNull();
  });
});
