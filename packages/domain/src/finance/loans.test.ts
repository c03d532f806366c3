import { describe, expect, it } from 'vitest';
import { loanPaymentEntry, loanPrepaymentEntry } from './fleet-finance-entries';
import {
  annuityPayment,
  lastDueDateBefore,
  loanPosition,
  loanSchedule,
  outstandingByYearEnd,
  prepaymentAccruedInterest,
  reinvestmentIndemnityCap,
  type Instalment,
  type LoanTerms,
} from './loans';

const sum = (rows: Instalment[], key: keyof Instalment) => rows.reduce((s, r) => s + (r[key] as number), 0);
const terms = (t: Partial<LoanTerms>): LoanTerms => ({
  principalCents: 1_000_000,
  annualRatePercent: 5,
  startDate: '2026-01-15',
  months: 12,
  method: 'annuity',
  ...t,
});

describe('an annuity schedule', () => {
  // Reference: 10,000 € at 5 % a year over 12 months, r = 5 % / 12: P·r / (1 − (1 + r)^−12) = 856.0748 €, the
  // figure every bank's loan calculator gives (856.07 € a month, 272.90 € of interest in all).
  it('pays 856.07 € a month for 10,000 € at 5 % over 12 months, 41.67 € of interest the first month', () => {
    const rows = loanSchedule(terms({}));
    expect(Math.round(annuityPayment(1_000_000, 5, 12))).toBe(85_607);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({
      number: 1,
      dueDate: '2026-02-15',
      principalCents: 81_440,
      interestCents: 4_167,
      paymentCents: 85_607,
      balanceAfterCents: 918_560,
    });
    for (const r of rows) expect(Math.abs(r.paymentCents - 85_607)).toBeLessThanOrEqual(1);
    expect(sum(rows, 'principalCents')).toBe(1_000_000);
    expect(sum(rows, 'interestCents')).toBe(sum(rows, 'paymentCents') - 1_000_000);
    expect(rows.at(-1)!.balanceAfterCents).toBe(0);
  });

  // 200,000 € over 20 years at 3 %: the textbook mortgage of 1,109.20 € a month.
  it('keeps 240 payments of a 200,000 € mortgage at 3 % within a cent of 1,109.20 €', () => {
    const rows = loanSchedule(terms({ principalCents: 20_000_000, annualRatePercent: 3, months: 240 }));
    for (const r of rows) expect(Math.abs(r.paymentCents - 110_920)).toBeLessThanOrEqual(1);
    expect(sum(rows, 'principalCents')).toBe(20_000_000);
    expect(rows.at(-1)!.balanceAfterCents).toBe(0);
  });

  it('divides the principal evenly at 0 %, the last instalment carrying the rounding', () => {
    const rows = loanSchedule(terms({ principalCents: 100_000, annualRatePercent: 0, months: 3 }));
    expect(rows.map((r) => r.paymentCents)).toEqual([33_333, 33_333, 33_334]);
    expect(sum(rows, 'interestCents')).toBe(0);
  });

  it('counts due dates from the first one, so a 31st stays a month end', () => {
    const rows = loanSchedule(terms({ startDate: '2027-12-31', months: 3, firstDueDate: '2028-01-31' }));
    expect(rows.map((r) => r.dueDate)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
  });
});

describe('a linear schedule', () => {
  // 12,000 € over 12 months at 6 %: 1,000 € of principal each month, interest 60 €, then 55 €, … 5 €.
  it('repays the same principal every month with interest on what is left', () => {
    const rows = loanSchedule(terms({ principalCents: 1_200_000, annualRatePercent: 6, method: 'linear' }));
    expect(rows.map((r) => r.principalCents)).toEqual(new Array(12).fill(100_000));
    expect(rows[0]!.interestCents).toBe(6_000);
    expect(rows[1]!.interestCents).toBe(5_500);
    expect(rows.at(-1)!.interestCents).toBe(500);
    expect(sum(rows, 'interestCents')).toBe(39_000);
  });

  it('carries the rounding of the principal on the last instalment', () => {
    const rows = loanSchedule(terms({ principalCents: 1_000_000, method: 'linear', months: 7 }));
    expect(rows.slice(0, 6).every((r) => r.principalCents === 142_857)).toBe(true);
    expect(rows.at(-1)!.principalCents).toBe(142_858);
    expect(rows.at(-1)!.balanceAfterCents).toBe(0);
  });
});

describe("a loan's position", () => {
  const rows = loanSchedule(terms({}));
  it('owes the principal less the parts paid, next due the first unpaid, overdue the unpaid ones before today', () => {
    expect(loanPosition(rows, new Set([1]), '2026-04-20', 1_000_000)).toEqual({
      outstandingCents: 1_000_000 - 81_440,
      nextDueDate: '2026-03-15',
      overdueInstalments: 2,
    });
  });
  it('is not overdue on the due day itself', () => {
    expect(loanPosition(rows, new Set(), '2026-02-15', 1_000_000).overdueInstalments).toBe(0);
  });
  it('owes what the schedule has not yet repaid at each year end', () => {
    const years = outstandingByYearEnd(rows, 1_000_000, 2026, 2);
    expect(years[0]!.outstandingCents).toBe(rows[10]!.balanceAfterCents);
    expect(years[1]!.outstandingCents).toBe(0);
  });
});

describe("an instalment's journal entry", () => {
  it('debits interest on 650000 and principal on 174000, credits the bank with the payment', () => {
    const entry = loanPaymentEntry(
      { date: '2026-02-15', lender: 'Triodos', reference: 'T-1', number: 1, principalCents: 81_440, interestCents: 4_167 },
      '550000',
    );
    expect(entry.daybook).toBe('BNK');
    expect(entry.lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual([
      ['650000', 4_167, 0],
      ['174000', 81_440, 0],
      ['550000', 0, 85_607],
    ]);
  });
});

describe('an early repayment', () => {
  // 10,000 € at 5 % over 12 months, three instalments paid (754.660 € left on 15 April), 3,000 € repaid on 1 May.
  const prepay = { paidOn: '2026-05-01', principalCents: 300_000 };
  const pick = (rows: Instalment[]) => rows.map((r) => [r.number, r.dueDate, r.principalCents, r.interestCents, r.paymentCents]);

  it('keeps the 856.07 € instalment and ends in October instead of January (shorten, the default)', () => {
    const rows = loanSchedule(terms({}), [{ ...prepay, mode: 'shorten' }]);
    expect(rows.slice(0, 3)).toEqual(loanSchedule(terms({})).slice(0, 3));
    // 4,546.60 € at 5 %: 18.94 € of interest the first month, six instalments, the last one smaller.
    expect(pick(rows.slice(3))).toEqual([
      [4, '2026-05-15', 83_713, 1_894, 85_607],
      [5, '2026-06-15', 84_061, 1_546, 85_607],
      [6, '2026-07-15', 84_412, 1_195, 85_607],
      [7, '2026-08-15', 84_763, 844, 85_607],
      [8, '2026-09-15', 85_117, 490, 85_607],
      [9, '2026-10-15', 32_594, 136, 32_730],
    ]);
    expect(sum(rows, 'principalCents') + 300_000).toBe(1_000_000);
    expect(rows.at(-1)!.balanceAfterCents).toBe(0);
  });

  it('keeps the end date and lowers the instalment to 515.76 € (reduce)', () => {
    const rows = loanSchedule(terms({}), [{ ...prepay, mode: 'reduce' }]);
    expect(rows).toHaveLength(12);
    for (const r of rows.slice(3)) expect(Math.abs(r.paymentCents - 51_576)).toBeLessThanOrEqual(1);
    expect(rows.at(-1)).toMatchObject({ dueDate: '2027-01-15', balanceAfterCents: 0 });
    expect(sum(rows, 'principalCents') + 300_000).toBe(1_000_000);
  });

  it('keeps the capital a month of a linear loan and ends sooner; a full repayment ends the schedule', () => {
    const linear = loanSchedule(terms({ method: 'linear' }), [{ ...prepay, mode: 'shorten' }]);
    expect(linear.slice(3).map((r) => r.principalCents)).toEqual([83_333, 83_333, 83_333, 83_333, 83_333, 33_336]);
    const all = loanSchedule(terms({}), [{ paidOn: '2026-05-01', principalCents: 754_660, mode: 'shorten' }]);
    expect(all).toHaveLength(3);
    expect(outstandingByYearEnd(all, 1_000_000, 2026, 1, [{ paidOn: '2026-05-01', principalCents: 754_660 }])[0]!.outstandingCents).toBe(0);
  });

  it('charges interest from the last due day (16 days: 6.58 €) and at most six months of interest as indemnity (75.00 €)', () => {
    const from = lastDueDateBefore(loanSchedule(terms({})), '2026-01-15', '2026-05-01');
    expect(from).toBe('2026-04-15');
    expect(prepaymentAccruedInterest(300_000, 5, from, '2026-05-01')).toBe(658);
    expect(reinvestmentIndemnityCap(300_000, 5)).toBe(7_500);
    expect(reinvestmentIndemnityCap(300_000, 0)).toBe(0);
    const entry = loanPrepaymentEntry(
      {
        id: 7,
        date: '2026-05-01',
        lender: 'Triodos',
        reference: 'T-1',
        principalCents: 300_000,
        interestCents: 658,
        indemnityCents: 7_500,
      },
      '550000',
    );
    expect([entry.daybook, entry.reference]).toEqual(['BNK', 'T-1/R7']);
    expect(entry.lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual([
      ['650000', 658, 0],
      ['650200', 7_500, 0],
      ['174000', 300_000, 0],
      ['550000', 0, 308_158],
    ]);
  });
});
