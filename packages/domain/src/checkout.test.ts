import { describe, expect, it } from 'vitest';
import { mergeCartLines, salePriceCents, ticketAmounts, ticketLineAmounts } from './checkout';

describe('ticket amounts', () => {
  it('prices a bike and two accessories with no discount, VAT per rate', () => {
    const { lines, totals } = ticketAmounts([
      { kind: 'bike', quantity: 1, unitPriceCents: 250_000, vatRate: 21 },
      { kind: 'accessory', quantity: 2, unitPriceCents: 1_999, vatRate: 21 },
      { kind: 'accessory', quantity: 1, unitPriceCents: 1_000, vatRate: 6 },
    ]);
    expect(lines.map((l) => l.inclVatCents)).toEqual([302_500, 4_838, 1_060]);
    // 3 998 × 21 % = 839.58 → 840 on its own line.
    expect(lines[1]).toMatchObject({ exclVatCents: 3_998, vatCents: 840 });
    expect(totals).toEqual({
      grossCents: 254_998,
      discountCents: 0,
      exclVatCents: 254_998,
      vatCents: 53_400,
      inclVatCents: 308_398,
      vatByRate: [
        { rate: 6, baseCents: 1_000, vatCents: 60 },
        { rate: 21, baseCents: 253_998, vatCents: 53_340 },
      ],
    });
  });

  it('applies the ticket discount to every line, rounded per line, so the lines add up to the totals', () => {
    const { lines, totals } = ticketAmounts(
      [
        { kind: 'accessory', quantity: 1, unitPriceCents: 50, vatRate: 21 },
        { kind: 'accessory', quantity: 1, unitPriceCents: 50, vatRate: 21 },
        { kind: 'accessory', quantity: 1, unitPriceCents: 50, vatRate: 21 },
      ],
      10,
    );
    // 10 % of 0,50 € is 0,05 €; 0,45 € × 21 % = 0,0945 → 0,09 per line.
    expect(lines[0]).toEqual({ grossCents: 50, discountCents: 5, exclVatCents: 45, vatCents: 9, inclVatCents: 54 });
    expect(totals).toMatchObject({ grossCents: 150, discountCents: 15, exclVatCents: 135, vatCents: 27, inclVatCents: 162 });
    expect(totals.inclVatCents).toBe(lines.reduce((s, l) => s + l.inclVatCents, 0));
  });

  it('rounds a half cent of discount or VAT away from zero', () => {
    // 2.5 % of 1 € = 2.5 cents → 3; (100 − 3) × 6 % = 5.82 → 6.
    expect(ticketLineAmounts({ kind: 'accessory', quantity: 1, unitPriceCents: 100, vatRate: 6 }, 2.5)).toEqual({
      grossCents: 100,
      discountCents: 3,
      exclVatCents: 97,
      vatCents: 6,
      inclVatCents: 103,
    });
    // 0,50 € × 21 % = 10.5 cents → 11.
    expect(ticketLineAmounts({ kind: 'accessory', quantity: 1, unitPriceCents: 50, vatRate: 21 }).vatCents).toBe(11);
  });

  it('gives away nothing less than nothing: a 100 % discount is a zero ticket', () => {
    expect(ticketAmounts([{ kind: 'bike', quantity: 1, unitPriceCents: 199_999, vatRate: 21 }], 100).totals).toMatchObject({
      exclVatCents: 0,
      vatCents: 0,
      inclVatCents: 0,
      discountCents: 199_999,
    });
  });

  it('an empty cart is zero', () => {
    expect(ticketAmounts([]).totals).toEqual({
      grossCents: 0,
      discountCents: 0,
      exclVatCents: 0,
      vatCents: 0,
      inclVatCents: 0,
      vatByRate: [],
    });
  });

  it('refuses a line no till could ring up', () => {
    expect(() => ticketLineAmounts({ kind: 'accessory', quantity: 0, unitPriceCents: 100, vatRate: 21 })).toThrow(RangeError);
    expect(() => ticketLineAmounts({ kind: 'accessory', quantity: 1, unitPriceCents: 100, vatRate: 21 }, 101)).toThrow(RangeError);
  });
});

describe('sale price and cart lines', () => {
  it('sells at the discount price when the catalogue has one', () => {
    expect(salePriceCents({ priceCents: 300_000, discountPriceCents: null })).toBe(300_000);
    expect(salePriceCents({ priceCents: 300_000, discountPriceCents: 270_000 })).toBe(270_000);
  });

  it('adds up the same accessory scanned twice, keeps every bike', () => {
    const merged = mergeCartLines([
      { kind: 'accessory' as const, accessoryId: 4, quantity: 1 },
      { kind: 'bike' as const, bikeId: 9 },
      { kind: 'accessory' as const, accessoryId: 4, quantity: 2 },
      { kind: 'accessory' as const, accessoryId: 5, quantity: 1 },
    ]);
    expect(merged).toEqual([
      { kind: 'accessory', accessoryId: 4, quantity: 3 },
      { kind: 'bike', bikeId: 9 },
      { kind: 'accessory', accessoryId: 5, quantity: 1 },
    ]);
  });
});
