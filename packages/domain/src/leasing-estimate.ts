import { leasingMonthlyCents } from './pricing';

/**
 * The monthly leasing price shown on a public bike page (seed §9 formula, pricing.ts):
 *   bike amount (selling price VAT excluded) / 36 months
 *   + yearly maintenance budget 120 € / 12
 *   + insurance estimate 0.25 % of the bike amount per month (theft and damage, what our insurer quotes on average)
 *   + no fees. VAT excluded, as company leasing is invoiced.
 * It is an estimate: a company's cafeteria plan or an offer sets the real figure.
 */
export const LEASING_ESTIMATE_MONTHS = 36;
export const LEASING_ESTIMATE_YEARLY_MAINTENANCE_CENTS = 12_000;
export const LEASING_ESTIMATE_MONTHLY_INSURANCE_RATE = 0.0025;

export type LeasingEstimate = {
  months: number;
  monthlyCents: number;
  yearlyMaintenanceBudgetCents: number;
  monthlyInsuranceCents: number;
};

export function leasingEstimate(bikeAmountCents: number, months: number = LEASING_ESTIMATE_MONTHS): LeasingEstimate {
  const monthlyInsuranceCents = Math.round(bikeAmountCents * LEASING_ESTIMATE_MONTHLY_INSURANCE_RATE);
  return {
    months,
    monthlyCents: leasingMonthlyCents({
      bikeAmountCents,
      contractMonths: months,
      yearlyMaintenanceBudgetCents: LEASING_ESTIMATE_YEARLY_MAINTENANCE_CENTS,
      monthlyInsuranceCents,
    }),
    yearlyMaintenanceBudgetCents: LEASING_ESTIMATE_YEARLY_MAINTENANCE_CENTS,
    monthlyInsuranceCents,
  };
}
