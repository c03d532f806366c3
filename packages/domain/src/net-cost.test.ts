import { describe, expect, it } from 'vitest';
import { NET_COST_RATES, netCostRatesOn, simulateNetCost } from './net-cost';

const base = {
  leaseMonthlyCents: 10_000,
  grossMonthlySalaryCents: 400_000,
  taxBracket: 45 as const,
  commuteKm: 10,
  commuteDaysPerMonth: 18,
  on: '2026-11-25',
};

describe('net-cost simulator', () => {
  it('takes the social contribution, then the income tax with the municipal surcharge, off the gross given up', () => {
    const r = simulateNetCost(base);
    expect(r.grossSacrificeCents).toBe(10_000);
    expect(r.socialSavingCents).toBe(1_307); // 13.07 %
    expect(r.taxSavingCents).toBe(4_186); // (100 − 13.07) × 45 % × 1.07 = 41.856…
    expect(r.netCostCents).toBe(4_507);
    expect(r.netSharePercent).toBe(45.1);
  });

  it('pays the bike allowance for both ways of each day ridden, under the yearly ceiling', () => {
    expect(simulateNetCost(base).bikeAllowanceCents).toBe(12_960); // 10 km × 2 × 18 days × 0.36 €
    expect(simulateNetCost(base).netCostAfterAllowanceCents).toBe(4_507 - 12_960);
    const far = simulateNetCost({ ...base, commuteKm: 40, commuteDaysPerMonth: 22 });
    expect(far.bikeAllowanceCents).toBe(Math.floor(361_000 / 12));
  });

  it('saves more in a higher bracket and nothing without a lease', () => {
    expect(simulateNetCost({ ...base, taxBracket: 50 }).netCostCents).toBeLessThan(
      simulateNetCost({ ...base, taxBracket: 25 }).netCostCents,
    );
    const none = simulateNetCost({ ...base, leaseMonthlyCents: 0, commuteKm: 0 });
    expect(none).toMatchObject({ netCostCents: 0, netSharePercent: 0, bikeAllowanceCents: 0 });
  });

  it('says when the lease is more than the salary', () => {
    expect(simulateNetCost({ ...base, grossMonthlySalaryCents: 5_000 }).exceedsSalary).toBe(true);
    expect(simulateNetCost(base).grossAfterSacrificeCents).toBe(390_000);
  });

  it('picks the rates in force on the day, and refuses a day before the table', () => {
    expect(netCostRatesOn('2026-06-01')).toBe(NET_COST_RATES[0]);
    expect(() => netCostRatesOn('2020-01-01')).toThrow();
  });
});
