import { describe, expect, it } from 'vitest';
import { depreciationEntry } from './fleet-finance-entries';
import {
  accumulatedAt,
  depreciationOfMonth,
  depreciationOfYear,
  inRegisterOf,
  netBookValueByYearEnd,
  type FixedAsset,
} from './depreciation';

const bike = (a: Partial<FixedAsset>): FixedAsset => ({
  acquisitionDate: '2026-01-01',
  acquisitionCents: 360_000,
  months: 36,
  residualCents: 0,
  disposedAt: null,
  ...a,
});

describe('straight-line depreciation by month', () => {
  it('depreciates 3,600 € over 36 months at 100 € a month from the 1st', () => {
    expect(depreciationOfMonth(bike({}), '2026-01')).toBe(10_000);
    expect(depreciationOfYear(bike({}), 2026)).toEqual({
      depreciationCents: 120_000,
      accumulatedCents: 120_000,
      netBookValueCents: 240_000,
    });
    expect(depreciationOfYear(bike({}), 2028).netBookValueCents).toBe(0);
    expect(depreciationOfYear(bike({}), 2029).depreciationCents).toBe(0);
  });

  it('counts the first month pro rata of its days left (16 March: 16 of 31 days) and takes the rest after the last month', () => {
    const a = bike({ acquisitionDate: '2026-03-16' });
    expect(depreciationOfMonth(a, '2026-03')).toBe(Math.round((10_000 * 16) / 31));
    expect(depreciationOfMonth(a, '2026-04')).toBe(10_000);
    expect(depreciationOfMonth(a, '2029-03')).toBe(10_000 - Math.round((10_000 * 16) / 31));
    expect(depreciationOfMonth(a, '2029-04')).toBe(0);
  });

  it('keeps the residual value (the lease purchase option) on the books', () => {
    const a = bike({ residualCents: 57_600 });
    expect(depreciationOfYear(a, 2028)).toEqual({ depreciationCents: 100_800, accumulatedCents: 302_400, netBookValueCents: 57_600 });
  });

  it('stops on the day of a disposal mid-year', () => {
    const a = bike({ disposedAt: '2027-07-01' });
    expect(depreciationOfYear(a, 2027)).toEqual({ depreciationCents: 60_000, accumulatedCents: 180_000, netBookValueCents: 180_000 });
    expect(inRegisterOf(a, 2027)).toBe(true);
    expect(inRegisterOf(a, 2028)).toBe(false);
  });

  it('adds its months up to its years, its years up to the base, to the cent, in a leap year too', () => {
    const a = bike({ acquisitionDate: '2028-02-29', acquisitionCents: 123_457, months: 37, residualCents: 1_001 });
    let months = 0;
    for (let y = 2028; y <= 2031; y++) {
      let ofYear = 0;
      for (let m = 1; m <= 12; m++) ofYear += depreciationOfMonth(a, `${y}-${String(m).padStart(2, '0')}`);
      expect(ofYear).toBe(depreciationOfYear(a, y).depreciationCents);
      months += ofYear;
    }
    expect(months).toBe(123_457 - 1_001);
    expect(accumulatedAt(a, '2032-01-01')).toBe(122_456);
  });

  it("projects the register's net book value year by year, a disposed bike counting for nothing", () => {
    const years = netBookValueByYearEnd([bike({}), bike({ disposedAt: '2026-06-01' })], 2026, 3);
    expect(years).toEqual([
      { year: 2026, netBookValueCents: 240_000 },
      { year: 2027, netBookValueCents: 120_000 },
      { year: 2028, netBookValueCents: 0 },
    ]);
  });
});

describe("a month's depreciation entry", () => {
  it('debits 630000 and credits 240900 accumulated depreciation on the last day of the month', () => {
    const entry = depreciationEntry({ month: '2028-02', date: '2028-02-29', amountCents: 10_000 });
    expect([entry.daybook, entry.date, entry.reference]).toEqual(['OD', '2028-02-29', 'DEP-2028-02']);
    expect(entry.lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual([
      ['630000', 10_000, 0],
      ['240900', 0, 10_000],
    ]);
  });
});
