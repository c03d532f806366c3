import { describe, expect, it } from 'vitest';
import { leasingEstimate } from './leasing-estimate';

describe('leasingEstimate', () => {
  it('spreads the bike over 36 months and adds 10 € maintenance and 0.25 % insurance a month', () => {
    // 3600 € / 36 = 100 €; + 120 € / 12 = 10 €; + 3600 € × 0.25 % = 9 € → 119 €
    expect(leasingEstimate(360_000)).toEqual({
      months: 36,
      monthlyCents: 11_900,
      yearlyMaintenanceBudgetCents: 12_000,
      monthlyInsuranceCents: 900,
    });
  });
  it('takes another duration', () => {
    expect(leasingEstimate(360_000, 24).monthlyCents).toBe(15_000 + 1_000 + 900);
  });
});
