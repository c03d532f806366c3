import { describe, expect, it } from 'vitest';
import { lessPromoShare, ticketAmounts, ticketPromoBillLines, totalsOfLines } from './checkout';
import { belgianPostalCode, overlappingZone, promoOnLines, zonedDeliveryPriceCents, zoneOf, type DeliveryZone } from './payments';

// Decision 059: promo codes on the lines they are for, delivery zones.

describe('a promo code on lines', () => {
  const lines = [
    { kind: 'bike', inclVatCents: 121_000 },
    { kind: 'accessory', inclVatCents: 4_838 },
    { kind: 'accessory', inclVatCents: 1_001 },
  ];
  it('discounts only the lines of the kinds it is for, shared in proportion, adding up to the cent', () => {
    const r = promoOnLines({ kind: 'percent', value: 10, appliesTo: ['accessory'] }, lines);
    expect(r.eligibleCents).toBe(5_839);
    expect(r.discountCents).toBe(584);
    expect(r.shares[0]).toBe(0);
    expect(r.shares.reduce((s, c) => s + c, 0)).toBe(584);
    // 4 838 / 5 839 × 584 = 483.9 → 484; 1 001 / 5 839 × 584 = 100.1 → 100.
    expect(r.shares).toEqual([0, 484, 100]);
  });
  it('takes every line when it names no kind', () => {
    expect(promoOnLines({ kind: 'amount', value: 1_000, appliesTo: [] }, lines).eligibleCents).toBe(126_839);
    expect(promoOnLines({ kind: 'amount', value: 1_000, appliesTo: null }, lines).discountCents).toBe(1_000);
  });
  it('never takes more than the matching lines, and nothing when no line matches', () => {
    const r = promoOnLines({ kind: 'amount', value: 10_000, appliesTo: ['accessory'] }, lines);
    expect(r.discountCents).toBe(5_839);
    expect(r.shares).toEqual([0, 4_838, 1_001]);
    expect(promoOnLines({ kind: 'percent', value: 50, appliesTo: ['bike'] }, [{ kind: 'accessory', inclVatCents: 500 }])).toEqual({
      eligibleCents: 0,
      discountCents: 0,
      shares: [0],
    });
  });
  it('gives the odd cents to the largest remainders, never beyond a line', () => {
    const r = promoOnLines({ kind: 'amount', value: 2, appliesTo: null }, [
      { kind: 'accessory', inclVatCents: 1 },
      { kind: 'accessory', inclVatCents: 1 },
      { kind: 'accessory', inclVatCents: 1 },
    ]);
    expect(r.shares.reduce((s, c) => s + c, 0)).toBe(2);
    expect(Math.max(...r.shares)).toBe(1);
  });
});

describe('a line less its promo share', () => {
  it('takes the VAT part off the VAT at the line rate and the rest off the base, and the totals follow', () => {
    const { lines } = ticketAmounts([{ kind: 'accessory', quantity: 2, unitPriceCents: 1_999, vatRate: 21 }]);
    const after = lessPromoShare(lines[0]!, 968, 21);
    expect(after).toEqual({ ...lines[0], discountCents: 800, exclVatCents: 3_198, vatCents: 672, inclVatCents: 3_870 });
    expect(totalsOfLines([{ ...after, vatRate: 21 }])).toMatchObject({
      exclVatCents: 3_198,
      vatCents: 672,
      inclVatCents: 3_870,
      vatByRate: [{ rate: 21, baseCents: 3_198, vatCents: 672 }],
    });
    expect(lessPromoShare(lines[0]!, 0, 21)).toBe(lines[0]);
  });
  it('sums totals per rate like the ticket rules without a promo', () => {
    const input = [
      { kind: 'bike' as const, quantity: 1, unitPriceCents: 100_000, vatRate: 21 },
      { kind: 'accessory' as const, quantity: 3, unitPriceCents: 333, vatRate: 6 },
    ];
    const { lines, totals } = ticketAmounts(input, 5);
    expect(totalsOfLines(lines.map((l, i) => ({ ...l, vatRate: input[i]!.vatRate })))).toEqual(totals);
  });
});

describe('a ticket promo code as bill lines', () => {
  it('gives one negative line per VAT rate with the base part the code took', () => {
    const lines = [
      { kind: 'accessory', quantity: 2, unitPriceCents: 1_999, vatRate: 21, discountCents: 400 + 800 },
      { kind: 'accessory', quantity: 1, unitPriceCents: 1_000, vatRate: 6, discountCents: 100 + 50 },
      { kind: 'bike', quantity: 1, unitPriceCents: 100_000, vatRate: 21, discountCents: 10_000 },
    ];
    expect(ticketPromoBillLines({ promoCode: 'X', promoDiscountCents: 1_021, discountPercent: 10 }, lines)).toEqual([
      { description: 'Promo X', quantity: -1, unitPriceCents: 800, vatRate: 21, discountPercent: 0 },
      { description: 'Promo X', quantity: -1, unitPriceCents: 50, vatRate: 6, discountPercent: 0 },
    ]);
    expect(ticketPromoBillLines({ promoCode: null, promoDiscountCents: 0, discountPercent: 10 }, lines)).toEqual([]);
  });
});

describe('delivery zones', () => {
  const zones: DeliveryZone[] = [
    { name: 'Bruxelles', fromPostalCode: 1000, toPostalCode: 1299, priceCents: 595 },
    { name: 'Liège', fromPostalCode: 4000, toPostalCode: 4999, priceCents: 995 },
  ];
  const home = { kind: 'home' as const, priceCents: 795, enabled: true };
  it('reads Belgian postal codes', () => {
    expect(belgianPostalCode(' 1050 ')).toBe(1050);
    expect(belgianPostalCode('B-4000')).toBe(4000);
    expect(belgianPostalCode('0999')).toBeNull();
    expect(belgianPostalCode('75001')).toBeNull();
    expect(belgianPostalCode(null)).toBeNull();
  });
  it('finds the zone, both ends included', () => {
    expect(zoneOf(zones, '1000')?.name).toBe('Bruxelles');
    expect(zoneOf(zones, '1299')?.name).toBe('Bruxelles');
    expect(zoneOf(zones, '1300')).toBeNull();
    expect(zoneOf(zones, '4999')?.name).toBe('Liège');
  });
  it('prices a method by zone; outside every zone it is not offered; free from the threshold', () => {
    expect(zonedDeliveryPriceCents({ ...home, zones }, '1050', 5_000, 10_000)).toBe(595);
    expect(zonedDeliveryPriceCents({ ...home, zones }, '9000', 5_000, 10_000)).toBeNull();
    expect(zonedDeliveryPriceCents({ ...home, zones }, '', 5_000, 10_000)).toBeNull();
    expect(zonedDeliveryPriceCents({ ...home, zones }, '4000', 10_000, 10_000)).toBe(0);
    expect(zonedDeliveryPriceCents({ ...home, zones: [] }, '9000', 5_000, null)).toBe(795);
    expect(zonedDeliveryPriceCents({ ...home, enabled: false, zones }, '1050', 5_000, null)).toBeNull();
  });
  it('spots overlapping zones', () => {
    expect(overlappingZone(zones)).toBeNull();
    expect(overlappingZone([...zones, { name: 'X', fromPostalCode: 1299, toPostalCode: 1300, priceCents: 1 }])).toBe(2);
  });
});
