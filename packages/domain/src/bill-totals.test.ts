import { describe, expect, it } from 'vitest';
import { billLineNetCents, billRoundingCents, billTotals, formatBillNumber, parseBillNumber } from './bill-totals';
import { shopTotals } from './shop';

describe('bill totals', () => {
  it('sums net amounts per rate and computes the VAT once per rate', () => {
    const totals = billTotals([
      { quantity: 1, unitPriceCents: 250_000, vatRate: 21 },
      { quantity: 1.5, unitPriceCents: 5_000, vatRate: 6 },
      { quantity: 2, unitPriceCents: 1_999, vatRate: 21, discountPercent: 10 },
    ]);
    expect(totals.byRate).toEqual([
      { rate: 21, netCents: 253_598, vatCents: 53_256 },
      { rate: 6, netCents: 7_500, vatCents: 450 },
    ]);
    expect(totals).toMatchObject({ exclVatCents: 261_098, vatCents: 53_706, inclVatCents: 314_804 });
  });

  it('rounds per rate, not per line (three lines of 0.05 € at 21 % make 0.03 € VAT, not 0.03 × 3)', () => {
    const lines = Array.from({ length: 3 }, () => ({ quantity: 1, unitPriceCents: 5, vatRate: 21 }));
    expect(billTotals(lines)).toMatchObject({ exclVatCents: 15, vatCents: 3, inclVatCents: 18 });
  });

  it('rounds halves away from zero, so a credit note is the exact negative of its bill', () => {
    expect(billLineNetCents({ quantity: 1, unitPriceCents: 1, vatRate: 21, discountPercent: 50 })).toBe(1);
    const bill = billTotals([{ quantity: 3, unitPriceCents: 1_050, vatRate: 21 }]);
    const credit = billTotals([{ quantity: -3, unitPriceCents: 1_050, vatRate: 21 }]);
    expect(credit).toEqual({
      byRate: [{ rate: 21, netCents: -bill.exclVatCents, vatCents: -bill.vatCents }],
      exclVatCents: -bill.exclVatCents,
      vatCents: -bill.vatCents,
      inclVatCents: -bill.inclVatCents,
    });
  });

  it('keeps a 0 % reverse-charge line with no VAT', () => {
    expect(billTotals([{ quantity: 2, unitPriceCents: 100_000, vatRate: 0 }])).toMatchObject({
      byRate: [{ rate: 0, netCents: 200_000, vatCents: 0 }],
      inclVatCents: 200_000,
    });
  });
});

describe('a rounding line (decision 105)', () => {
  it('makes a bill of a web order priced VAT included total what the order costs, on odd prices', () => {
    // 1 000,01 € and 12,10 € VAT included: the order takes the VAT out of each line, billing computes it per rate.
    const order = shopTotals({
      lines: [
        { kind: 'used_bike', quantity: 1, unitInclVatCents: 100_001, vatRate: 21 },
        { kind: 'accessory', quantity: 1, unitInclVatCents: 1_210, vatRate: 21 },
      ],
      deliveryCents: 0,
    });
    const lines = order.lines.map((l) => ({ quantity: 1, unitPriceCents: l.exclVatCents, vatRate: l.vatRate }));
    expect([order.orderInclVatCents, billTotals(lines).inclVatCents]).toEqual([101_211, 101_210]);
    const rounding = billRoundingCents(lines, order.orderInclVatCents);
    expect(rounding).toBe(1);
    expect(billTotals([...lines, { quantity: 1, unitPriceCents: rounding, vatRate: 0 }]).inclVatCents).toBe(101_211);
    // Even prices need none.
    expect(billRoundingCents([{ quantity: 1, unitPriceCents: 100_000, vatRate: 21 }], 121_000)).toBe(0);
  });
});

describe('bill numbers', () => {
  it('write the year and five digits, and read back', () => {
    expect(formatBillNumber(2026, 42)).toBe('2026-00042');
    expect(formatBillNumber(2026, 123_456)).toBe('2026-123456');
    expect(parseBillNumber('2026-00042')).toEqual({ year: 2026, sequence: 42 });
    expect(parseBillNumber('42')).toBeNull();
  });
});
