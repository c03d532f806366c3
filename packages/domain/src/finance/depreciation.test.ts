import { describe, expect, it } from 'vitest';
import { assetDisposalEntry, depreciationEntry } from './fleet-finance-entries';
import {
  accumulatedAt,
  acquisitionValueAt,
  depreciationOfMonth,
  depreciationOfYear,
  inRegisterOf,
  netBookValueByYearEnd,
  totalAcquisitionCents,
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
      acquisitionCents: 360_000,
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
    expect(depreciationOfYear(a, 2028)).toEqual({
      acquisitionCents: 360_000,
      depreciationCents: 100_800,
      accumulatedCents: 302_400,
      netBookValueCents: 57_600,
    });
  });

  it('stops on the day of a disposal mid-year', () => {
    const a = bike({ disposedAt: '2027-07-01' });
    expect(depreciationOfYear(a, 2027)).toEqual({
      acquisitionCents: 360_000,
      depreciationCents: 60_000,
      accumulatedCents: 180_000,
      netBookValueCents: 180_000,
    });
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

describe('an addition to an asset (decision 115)', () => {
  // 3,600 € over 36 months from 1 January 2026 (100 € a month); 480 € of accessories fitted a year later: 24 months left.
  const fitted = bike({ additions: [{ date: '2027-01-01', amountCents: 48_000 }] });

  it('is depreciated over the months left of the period (480 € over 24 months: 20 € a month) and ends with the asset', () => {
    expect(depreciationOfYear(fitted, 2026)).toEqual({
      acquisitionCents: 360_000,
      depreciationCents: 120_000,
      accumulatedCents: 120_000,
      netBookValueCents: 240_000,
    });
    expect(depreciationOfMonth(fitted, '2027-01')).toBe(12_000);
    expect(depreciationOfYear(fitted, 2027)).toEqual({
      acquisitionCents: 408_000,
      depreciationCents: 144_000,
      accumulatedCents: 264_000,
      netBookValueCents: 144_000,
    });
    expect(depreciationOfYear(fitted, 2028).netBookValueCents).toBe(0);
    expect(depreciationOfMonth(fitted, '2029-01')).toBe(0);
    expect(netBookValueByYearEnd([fitted], 2026, 3).map((p) => p.netBookValueCents)).toEqual([240_000, 144_000, 0]);
  });

  it('counts its first month pro rata of the days left (16 March: 16 of 31), the residual value unchanged', () => {
    // 36 − (14 + 15/31) = 667/31 months left: 667 € at 31 € a month, 16 € in March.
    const a = bike({ residualCents: 60_000, additions: [{ date: '2027-03-16', amountCents: 66_700 }] });
    expect(depreciationOfMonth(a, '2027-03') - depreciationOfMonth(bike({ residualCents: 60_000 }), '2027-03')).toBe(1_600);
    expect(depreciationOfMonth(a, '2027-04') - depreciationOfMonth(bike({ residualCents: 60_000 }), '2027-04')).toBe(3_100);
    expect(acquisitionValueAt(a, '2027-03-16')).toBe(360_000);
    expect(acquisitionValueAt(a, '2027-03-17')).toBe(426_700);
    expect(depreciationOfYear(a, 2028).netBookValueCents).toBe(60_000);
  });

  it('is depreciated whole on its day when the period is over', () => {
    const a = bike({ additions: [{ date: '2029-06-10', amountCents: 9_900 }] });
    expect(depreciationOfMonth(a, '2029-06')).toBe(9_900);
    expect(depreciationOfYear(a, 2029)).toEqual({
      acquisitionCents: 369_900,
      depreciationCents: 9_900,
      accumulatedCents: 369_900,
      netBookValueCents: 0,
    });
  });

  it('leaves with the asset: the disposal writes off the price and the additions, its loss on the net book value of both', () => {
    const sold = { ...fitted, disposedAt: '2027-07-01' };
    // 18 months of the bike (180,000) and 6 of the accessories (12,000).
    expect(accumulatedAt(sold, '2027-12-31')).toBe(192_000);
    expect(totalAcquisitionCents(sold)).toBe(408_000);
    const entry = assetDisposalEntry(
      { bikeId: 1, frameNumber: 'F1', date: '2027-07-01', acquisitionCents: 408_000, accumulatedCents: 192_000, proceedsCents: 200_000 },
      '700000',
    );
    expect(entry.lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual([
      ['240900', 192_000, 0],
      ['700000', 200_000, 0],
      ['663000', 16_000, 0],
      ['240000', 0, 408_000],
    ]);
  });
});
