import { describe, expect, it } from 'vitest';
import { DEFAULT_REPAIR_VAT_RATES, rateOfLine, repairTotals, repairVatRatesFrom, splitInclusive } from './repair-vat';

describe('repair VAT by line kind', () => {
  it('taxes labour at 6 % and parts at 21 % by default, with totals per rate', () => {
    const totals = repairTotals([
      { kind: 'labour', quantity: 1.5, unitPriceCents: 5000 }, // 75.00 net
      { kind: 'part', quantity: 2, unitPriceCents: 1250 }, // 25.00 net
    ]);
    expect(totals.byRate).toEqual([
      { rate: 6, netCents: 7500, vatCents: 450, grossCents: 7950 },
      { rate: 21, netCents: 2500, vatCents: 525, grossCents: 3025 },
    ]);
    expect(totals).toMatchObject({ netCents: 10000, vatCents: 975, grossCents: 10975 });
  });

  it('keeps the price-list price of a service (VAT included) and splits it back at the labour rate', () => {
    const totals = repairTotals([{ kind: 'service', quantity: 1, unitPriceCents: 6900 }]);
    expect(totals.byRate).toEqual([{ rate: 6, netCents: 6509, vatCents: 391, grossCents: 6900 }]);
    expect(splitInclusive(6900, 6)).toEqual({ netCents: 6509, vatCents: 391 });
  });

  it('groups a service with labour of the same rate, and rounds VAT once per rate, not per line', () => {
    const totals = repairTotals([
      { kind: 'labour', quantity: 1, unitPriceCents: 333 },
      { kind: 'labour', quantity: 1, unitPriceCents: 333 },
      { kind: 'labour', quantity: 1, unitPriceCents: 333 },
      { kind: 'service', quantity: 2, unitPriceCents: 1590 },
    ]);
    // 999 × 6 % = 59.94 → 60; 3180 incl. → 3000 net + 180.
    expect(totals.byRate).toEqual([{ rate: 6, netCents: 3999, vatCents: 240, grossCents: 4239 }]);
  });

  it('follows configured rates, and a line that names its own rate', () => {
    const rates = { labour: 21, part: 21 };
    expect(repairTotals([{ kind: 'labour', quantity: 1, unitPriceCents: 10000 }], rates).byRate).toEqual([
      { rate: 21, netCents: 10000, vatCents: 2100, grossCents: 12100 },
    ]);
    expect(rateOfLine({ kind: 'service', vatRate: 21 })).toBe(21);
    expect(rateOfLine({ kind: 'part' })).toBe(DEFAULT_REPAIR_VAT_RATES.part);
  });

  it('answers zero for no lines and refuses a broken line', () => {
    expect(repairTotals([])).toEqual({ byRate: [], netCents: 0, vatCents: 0, grossCents: 0 });
    expect(() => repairTotals([{ kind: 'part', quantity: -1, unitPriceCents: 100 }])).toThrow(RangeError);
    expect(() => repairTotals([{ kind: 'part', quantity: 1, unitPriceCents: 10.5 }])).toThrow(RangeError);
    expect(() => repairTotals([{ kind: 'part', quantity: 1, unitPriceCents: 100, vatRate: 150 }])).toThrow(RangeError);
  });

  it('reads the rates from the environment, defaulting to 6 and 21, and refuses a wrong value', () => {
    expect(repairVatRatesFrom({})).toEqual({ labour: 6, part: 21 });
    expect(repairVatRatesFrom({ REPAIR_VAT_LABOUR_RATE: '12', REPAIR_VAT_PARTS_RATE: ' ' })).toEqual({ labour: 12, part: 21 });
    expect(() => repairVatRatesFrom({ REPAIR_VAT_LABOUR_RATE: '6.5' })).toThrow(/whole percent/);
    expect(() => repairVatRatesFrom({ REPAIR_VAT_PARTS_RATE: '210' })).toThrow(/whole percent/);
  });
});
