import { describe, expect, it } from 'vitest';
import {
  contractStatusAtEnd,
  leasingTermsFromOrder,
  bikeKindAfterChoice,
  buyOutInstalments,
  isBilledInPeriod,
  isEndingSoon,
  isPrepaidDueInPeriod,
  leasingBilledCents,
  leasingContractMonthlyCents,
  leasingEndDate,
} from './leasing-contracts';

describe('leasing contract price', () => {
  it('adds the bike amount over the months, the maintenance budget over 12, insurance and fees, rounded once', () => {
    expect(
      leasingContractMonthlyCents({
        bikeAmountCents: 360_000,
        contractMonths: 36,
        yearlyMaintenanceBudgetCents: 12_000,
        monthlyInsuranceCents: 900,
        monthlyFeesCents: 250,
      }),
    ).toBe(10_000 + 1_000 + 900 + 250);
    // 100 000 / 36 = 2 777.78 and 10 000 / 12 = 833.33: 3 611.11 → 3 611
    expect(
      leasingContractMonthlyCents({
        bikeAmountCents: 100_000,
        contractMonths: 36,
        yearlyMaintenanceBudgetCents: 10_000,
        monthlyInsuranceCents: 0,
        monthlyFeesCents: 0,
      }),
    ).toBe(3_611);
  });
  it('bills twelve months at once for an annual contract', () => {
    expect(leasingBilledCents('annual', 3_611)).toBe(43_332);
    expect(leasingBilledCents('monthly', 3_611)).toBe(3_611);
  });
});

describe('periods', () => {
  it('ends the day before the same date months later, month ends kept', () => {
    expect(leasingEndDate('2024-03-15', 36)).toBe('2027-03-14');
    expect(leasingEndDate('2024-01-01', 12)).toBe('2024-12-31');
    expect(leasingEndDate('2024-01-31', 1)).toBe('2024-02-28');
  });
  it('bills a monthly contract every month of its term and an annual one on its anniversary month', () => {
    const monthly = { kind: 'monthly' as const, startDate: '2025-03-10', contractMonths: 12 };
    expect(isBilledInPeriod(monthly, '2025-02')).toBe(false);
    expect(isBilledInPeriod(monthly, '2025-03')).toBe(true);
    expect(isBilledInPeriod(monthly, '2026-02')).toBe(true);
    // Ends 2026-03-09: March 2026 belongs to the next contract, if renewed.
    expect(isBilledInPeriod(monthly, '2026-03')).toBe(false);
    const annual = { kind: 'annual' as const, startDate: '2024-05-01', contractMonths: 36 };
    expect(['2024-05', '2025-05', '2026-05'].every((p) => isBilledInPeriod(annual, p))).toBe(true);
    expect(['2024-06', '2025-04', '2026-12', '2027-05'].some((p) => isBilledInPeriod(annual, p))).toBe(false);
  });
  it('lists a contract from four months before its end', () => {
    expect(isEndingSoon('2027-03-26', '2026-11-26')).toBe(true);
    expect(isEndingSoon('2027-03-27', '2026-11-26')).toBe(false);
    expect(isEndingSoon('2026-10-01', '2026-11-26')).toBe(true);
  });
});

describe('buy-out', () => {
  it('is 16 % of the bike value in 24 instalments summing to the cent, the last one taking the rounding', () => {
    const even = buyOutInstalments(300_000);
    expect(even.totalCents).toBe(48_000);
    expect(even.instalments).toEqual(Array(24).fill(2_000));
    const uneven = buyOutInstalments(123_457);
    expect(uneven.totalCents).toBe(19_753);
    expect(uneven.instalments).toHaveLength(24);
    expect(uneven.instalments.slice(0, 23)).toEqual(Array(23).fill(823));
    expect(uneven.instalments[23]).toBe(19_753 - 23 * 823);
    expect(uneven.instalments.reduce((a, b) => a + b, 0)).toBe(19_753);
    for (const value of [1, 99, 2_501, 777_777])
      expect(buyOutInstalments(value).instalments.reduce((a, b) => a + b, 0)).toBe(buyOutInstalments(value).totalCents);
  });
  it('drives the bike to sold, back to stock, or keeps it leased', () => {
    expect(bikeKindAfterChoice('buy', 'leasing')).toBe('sold');
    expect(bikeKindAfterChoice('return', 'leasing')).toBe('stock');
    expect(bikeKindAfterChoice('renew', 'annual')).toBe('annual');
  });
});

describe('the contract a leasing order makes at its hand-over (decision 060)', () => {
  it('takes the order’s amount per bike less the plan’s leasing discount, the offer’s term and the kind', () => {
    expect(
      leasingTermsFromOrder({
        contractType: 'leasing',
        amountExclVatCents: 480_000,
        quantity: 2,
        durationMonths: 24,
        leasingDiscountPercent: 5,
      }),
    ).toEqual({
      kind: 'monthly',
      contractMonths: 24,
      bikeAmountCents: 228_000,
      yearlyMaintenanceBudgetCents: 0,
      monthlyInsuranceCents: 0,
      monthlyFeesCents: 0,
      monthlyPriceCents: 9_500,
    });
    expect(leasingTermsFromOrder({ contractType: 'annual', amountExclVatCents: 360_000, quantity: 1, durationMonths: null })).toMatchObject(
      { kind: 'annual', contractMonths: 36, monthlyPriceCents: 10_000 },
    );
    expect(
      leasingTermsFromOrder({
        contractType: 'leasing_with_maintenance_budget',
        amountExclVatCents: 360_000,
        quantity: 1,
        durationMonths: 36,
      }),
    ).toMatchObject({ yearlyMaintenanceBudgetCents: 12_000, monthlyPriceCents: 11_000 });
    expect(leasingTermsFromOrder({ contractType: 'prepaid', amountExclVatCents: 240_000, quantity: 1, durationMonths: 24 })).toMatchObject({
      kind: 'prepaid',
      contractMonths: 24,
      monthlyPriceCents: 10_000,
    });
    expect(leasingTermsFromOrder({ contractType: 'purchase', amountExclVatCents: 360_000, quantity: 1, durationMonths: null })).toBeNull();
  });
  it('closes a contract past its end as its choice says, else ended', () => {
    expect(contractStatusAtEnd(null)).toBe('ended');
    expect(contractStatusAtEnd('buy')).toBe('bought');
    expect(contractStatusAtEnd('return')).toBe('returned');
  });
});

describe('a prepaid lease (decision 065)', () => {
  const prepaid = { kind: 'prepaid' as const, startDate: '2026-11-15', contractMonths: 24, status: 'active' as const };
  it('is billed the whole term at once', () => {
    expect(leasingBilledCents('prepaid', 10_000, 24)).toBe(240_000);
    expect(leasingBilledCents('monthly', 10_000, 24)).toBe(10_000);
  });
  it('is never billed a monthly rent', () => {
    for (const period of ['2026-11', '2026-12', '2027-11', '2028-10']) expect(isBilledInPeriod(prepaid, period)).toBe(false);
  });
  it('is billed by the first run of its start month or later, once', () => {
    expect(isPrepaidDueInPeriod(prepaid, '2026-10', false)).toBe(false);
    expect(isPrepaidDueInPeriod(prepaid, '2026-11', false)).toBe(true);
    // Started after the 1st-of-the-month run: the next month's run bills it.
    expect(isPrepaidDueInPeriod(prepaid, '2026-12', false)).toBe(true);
    expect(isPrepaidDueInPeriod(prepaid, '2026-12', true)).toBe(false);
  });
  it('only while it runs, and only a prepaid one', () => {
    expect(isPrepaidDueInPeriod({ ...prepaid, status: 'ending' }, '2026-12', false)).toBe(true);
    expect(isPrepaidDueInPeriod({ ...prepaid, status: 'ended' }, '2026-12', false)).toBe(false);
    expect(isPrepaidDueInPeriod({ ...prepaid, kind: 'monthly' }, '2026-12', false)).toBe(false);
  });
});
