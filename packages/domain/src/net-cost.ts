import { roundCents } from './offers';

/**
 * The employee's net-cost simulator (issue 11): a leased bike paid through the salary (the cafeteria plan
 * swaps gross salary for the lease) and what it really costs after the social contributions and income tax
 * the employee no longer pays on that gross, less the tax-free bike allowance for riding to work.
 *
 * Every rate lives in one dated table below. They are the published Belgian figures the business uses for its
 * estimates; the table is reviewed every 1 January (decision 026). The result is an estimate, and the screen
 * says so and shows every figure and assumption.
 */
export type NetCostRates = {
  /** From when these rates apply (ISO date). */
  validFrom: string;
  /** Employee's social security contribution on gross salary (ONSS/RSZ). */
  employeeSocialRate: number;
  /** Average municipal surcharge on the income tax (a % of the tax). */
  municipalSurchargeRate: number;
  /** Tax-free bike allowance per km ridden to work (both ways count). */
  bikeAllowanceCentsPerKm: number;
  /** Yearly ceiling of the tax-free bike allowance. */
  bikeAllowanceYearlyCapCents: number;
  /** A bike made available by the employer (commute and private use) is no benefit in kind. */
  benefitInKindCents: number;
};

/** Newest first. Add a row each 1 January; older rows stay so that a dated simulation can be explained. */
export const NET_COST_RATES: readonly NetCostRates[] = [
  {
    validFrom: '2026-01-01',
    employeeSocialRate: 0.1307,
    municipalSurchargeRate: 0.07,
    bikeAllowanceCentsPerKm: 36,
    bikeAllowanceYearlyCapCents: 361_000,
    benefitInKindCents: 0,
  },
];

/** The marginal income-tax brackets an employee can pick (federal rates, before the municipal surcharge). */
export const TAX_BRACKETS = [25, 40, 45, 50] as const;
export type TaxBracket = (typeof TAX_BRACKETS)[number];

export function netCostRatesOn(date: string): NetCostRates {
  const rates = NET_COST_RATES.find((r) => r.validFrom <= date);
  if (!rates) throw new Error(`No net-cost rates before ${date}`);
  return rates;
}

export type NetCostInput = {
  /** What the employer deducts from the gross salary each month for the lease (the lease as the plan shows it). */
  leaseMonthlyCents: number;
  grossMonthlySalaryCents: number;
  taxBracket: TaxBracket;
  /** One way, home to work. */
  commuteKm: number;
  /** Days a month ridden to work. */
  commuteDaysPerMonth: number;
  /** ISO date of the simulation, to pick the rates. */
  on: string;
};

export type NetCostResult = {
  rates: NetCostRates;
  grossSacrificeCents: number;
  socialSavingCents: number;
  taxSavingCents: number;
  /** What the lease costs the employee's net pay each month. */
  netCostCents: number;
  /** Tax-free bike allowance for the commute, capped at the yearly ceiling / 12. */
  bikeAllowanceCents: number;
  /** Net cost less the allowance; negative means the bike pays for itself. */
  netCostAfterAllowanceCents: number;
  /** Net cost as a share of the lease, in percent (one decimal). */
  netSharePercent: number;
  grossAfterSacrificeCents: number;
  /** The salary cannot pay the lease (sacrifice above the gross salary). */
  exceedsSalary: boolean;
};

/**
 * Gross given up → the employee stops paying social contributions on it, then income tax at their marginal
 * rate (+ the municipal surcharge) on what is left. Each step is rounded to the cent.
 */
export function simulateNetCost(input: NetCostInput): NetCostResult {
  const rates = netCostRatesOn(input.on);
  const gross = Math.max(0, Math.round(input.leaseMonthlyCents));
  const socialSaving = roundCents(gross * rates.employeeSocialRate);
  const taxableSaving = gross - socialSaving;
  const effectiveTaxRate = (input.taxBracket / 100) * (1 + rates.municipalSurchargeRate);
  const taxSaving = roundCents(taxableSaving * effectiveTaxRate);
  const netCost = gross - socialSaving - taxSaving;
  const km = Math.max(0, input.commuteKm);
  const days = Math.max(0, Math.min(31, Math.floor(input.commuteDaysPerMonth)));
  const allowanceUncapped = roundCents(km * 2 * days * rates.bikeAllowanceCentsPerKm);
  const allowance = Math.min(allowanceUncapped, Math.floor(rates.bikeAllowanceYearlyCapCents / 12));
  return {
    rates,
    grossSacrificeCents: gross,
    socialSavingCents: socialSaving,
    taxSavingCents: taxSaving,
    netCostCents: netCost,
    bikeAllowanceCents: allowance,
    netCostAfterAllowanceCents: netCost - allowance,
    netSharePercent: gross === 0 ? 0 : Math.round((netCost / gross) * 1000) / 10,
    grossAfterSacrificeCents: input.grossMonthlySalaryCents - gross,
    exceedsSalary: gross > input.grossMonthlySalaryCents,
  };
}
