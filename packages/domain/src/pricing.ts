export const PURCHASE_OPTION_RATE = 0.16;
export const PURCHASE_OPTION_INSTALMENTS = 24;
export const FINANCING_ANNUAL_RATE = { individual: 0.0549, business: 0.08 } as const;
export const REPLACEMENT_BIKE_CENTS_PER_DAY = 1000;
export const OTHER_ADDRESS_FLAT_CENTS = 2500;

export type CustomerKind = keyof typeof FINANCING_ANNUAL_RATE;

export type LeasingMonthlyInput = {
  bikeAmountCents: number;
  contractMonths: number;
  yearlyMaintenanceBudgetCents?: number;
  monthlyInsuranceCents?: number;
  monthlyFeesCents?: number;
};

function assertAmount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a non-negative finite amount`);
}

function assertPositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive integer`);
}

export function leasingMonthlyCents({
  bikeAmountCents,
  contractMonths,
  yearlyMaintenanceBudgetCents = 0,
  monthlyInsuranceCents = 0,
  monthlyFeesCents = 0,
}: LeasingMonthlyInput): number {
  assertPositiveInteger('contractMonths', contractMonths);
  assertAmount('bikeAmountCents', bikeAmountCents);
  assertAmount('yearlyMaintenanceBudgetCents', yearlyMaintenanceBudgetCents);
  assertAmount('monthlyInsuranceCents', monthlyInsuranceCents);
  assertAmount('monthlyFeesCents', monthlyFeesCents);
  // Rounded once at the end so the per-component fractions are not lost twice.
  return Math.round(bikeAmountCents / contractMonths + yearlyMaintenanceBudgetCents / 12 + monthlyInsuranceCents + monthlyFeesCents);
}

export function purchaseOptionCents(bikeValueCents: number): number {
  assertAmount('bikeValueCents', bikeValueCents);
  return Math.round(bikeValueCents * PURCHASE_OPTION_RATE);
}

export function purchaseOptionInstalmentCents(bikeValueCents: number): number[] {
  const total = purchaseOptionCents(bikeValueCents);
  const base = Math.floor(total / PURCHASE_OPTION_INSTALMENTS);
  const remainder = total - base * PURCHASE_OPTION_INSTALMENTS;
  // Spreading the leftover cents over the first instalments keeps the sum exact.
  return Array.from({ length: PURCHASE_OPTION_INSTALMENTS }, (_, i) => (i < remainder ? base + 1 : base));
}

export type FinancingInput = { principalCents: number; months: number; customer: CustomerKind };

export function financedMonthlyPaymentCents({ principalCents, months, customer }: FinancingInput): number {
  assertAmount('principalCents', principalCents);
  assertPositiveInteger('months', months);
  const monthlyRate = FINANCING_ANNUAL_RATE[customer] / 12;
  return Math.round((principalCents * monthlyRate) / (1 - (1 + monthlyRate) ** -months));
}

export function replacementBikeCents(days: number): number {
  if (!Number.isInteger(days) || days < 0) throw new RangeError('days must be a non-negative integer');
  return days * REPLACEMENT_BIKE_CENTS_PER_DAY;
}

export type MaintenanceExtrasInput = { replacementBikeDays?: number; atOtherAddress?: boolean };

export function maintenanceExtrasCents({ replacementBikeDays = 0, atOtherAddress = false }: MaintenanceExtrasInput): number {
  return replacementBikeCents(replacementBikeDays) + (atOtherAddress ? OTHER_ADDRESS_FLAT_CENTS : 0);
}
