import { describe, expect, it } from 'vitest';
import {
  FINANCING_ANNUAL_RATE,
  OTHER_ADDRESS_FLAT_CENTS,
  PURCHASE_OPTION_INSTALMENTS,
  PURCHASE_OPTION_RATE,
  REPLACEMENT_BIKE_CENTS_PER_DAY,
  financedMonthlyPaymentCents,
  leasingMonthlyCents,
  maintenanceExtrasCents,
  purchaseOptionCents,
  purchaseOptionInstalmentCents,
  replacementBikeCents,
} from './pricing';

describe('pricing constants', () => {
  it('match the spec', () => {
    expect(PURCHASE_OPTION_RATE).toBe(0.16);
    expect(PURCHASE_OPTION_INSTALMENTS).toBe(24);
    expect(FINANCING_ANNUAL_RATE).toEqual({ individual: 0.0549, business: 0.08 });
    expect(REPLACEMENT_BIKE_CENTS_PER_DAY).toBe(1000);
    expect(OTHER_ADDRESS_FLAT_CENTS).toBe(2500);
  });
});

describe('leasingMonthlyCents', () => {
  it('adds bike share, maintenance twelfth, insurance and fees', () => {
    // 3 000 € / 36 = 83,33 ; 120 € / 12 = 10 ; + 5 € + 2 € = 100,33 €
    expect(
      leasingMonthlyCents({
        bikeAmountCents: 300000,
        contractMonths: 36,
        yearlyMaintenanceBudgetCents: 12000,
        monthlyInsuranceCents: 500,
        monthlyFeesCents: 200,
      }),
    ).toBe(10033);
  });

  it('defaults optional components to zero', () => {
    expect(leasingMonthlyCents({ bikeAmountCents: 300000, contractMonths: 36 })).toBe(8333);
    expect(leasingMonthlyCents({ bikeAmountCents: 100, contractMonths: 3 })).toBe(33);
    expect(leasingMonthlyCents({ bikeAmountCents: 200, contractMonths: 3 })).toBe(67);
  });

  it('rejects invalid durations and negative amounts', () => {
    expect(() => leasingMonthlyCents({ bikeAmountCents: 1000, contractMonths: 0 })).toThrow(RangeError);
    expect(() => leasingMonthlyCents({ bikeAmountCents: 1000, contractMonths: -12 })).toThrow(RangeError);
    expect(() => leasingMonthlyCents({ bikeAmountCents: 1000, contractMonths: 12.5 })).toThrow(RangeError);
    expect(() => leasingMonthlyCents({ bikeAmountCents: -1, contractMonths: 12 })).toThrow(RangeError);
    expect(() => leasingMonthlyCents({ bikeAmountCents: 1000, contractMonths: 12, monthlyFeesCents: -5 })).toThrow(RangeError);
  });
});

describe('purchase option', () => {
  it('is 16% of the bike value', () => {
    expect(purchaseOptionCents(300000)).toBe(48000);
    expect(purchaseOptionCents(123457)).toBe(19753);
    expect(() => purchaseOptionCents(-1)).toThrow(RangeError);
  });

  it('splits into 24 instalments that sum exactly to the option', () => {
    const even = purchaseOptionInstalmentCents(300000);
    expect(even).toHaveLength(24);
    expect(even.every((c) => c === 2000)).toBe(true);

    const uneven = purchaseOptionInstalmentCents(123457);
    expect(uneven).toHaveLength(24);
    expect(uneven.reduce((a, b) => a + b, 0)).toBe(19753);
    // 19753 = 24 × 823 + 1: the spare cent goes to the first instalment.
    expect(uneven[0]).toBe(824);
    expect(uneven.slice(1).every((c) => c === 823)).toBe(true);
    expect(uneven.every(Number.isInteger)).toBe(true);
  });
});

describe('financedMonthlyPaymentCents', () => {
  it('uses the annuity formula with the business rate', () => {
    expect(financedMonthlyPaymentCents({ principalCents: 1000000, months: 36, customer: 'business' })).toBe(31336);
  });

  it('uses the individual rate', () => {
    // 10 000 € at 5.49%/12 over 36 months ≈ 301,91 €
    expect(financedMonthlyPaymentCents({ principalCents: 1000000, months: 36, customer: 'individual' })).toBe(30191);
    expect(financedMonthlyPaymentCents({ principalCents: 120000, months: 12, customer: 'individual' })).toBe(10300);
  });

  it('rejects invalid inputs', () => {
    expect(() => financedMonthlyPaymentCents({ principalCents: 1000, months: 0, customer: 'business' })).toThrow(RangeError);
    expect(() => financedMonthlyPaymentCents({ principalCents: -1, months: 12, customer: 'business' })).toThrow(RangeError);
  });
});

describe('maintenance extras', () => {
  it('charges 10 € per replacement bike day', () => {
    expect(replacementBikeCents(0)).toBe(0);
    expect(replacementBikeCents(3)).toBe(3000);
    expect(() => replacementBikeCents(-1)).toThrow(RangeError);
    expect(() => replacementBikeCents(1.5)).toThrow(RangeError);
  });

  it('adds the 25 € flat fee for another address', () => {
    expect(maintenanceExtrasCents({ replacementBikeDays: 2, atOtherAddress: true })).toBe(4500);
    expect(maintenanceExtrasCents({ replacementBikeDays: 2, atOtherAddress: false })).toBe(2000);
    expect(maintenanceExtrasCents({ atOtherAddress: true })).toBe(2500);
    expect(maintenanceExtrasCents({})).toBe(0);
  });
});
