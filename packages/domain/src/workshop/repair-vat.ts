/**
 * VAT on a workshop quote or job (decision 030). Belgian rule: the repair of bicycles is taxed at the reduced
 * 6 % rate (Royal Decree no. 20, table A, rubric XXIII); parts sold are at the standard 21 % by default. Both
 * rates are configuration (REPAIR_VAT_LABOUR_RATE, REPAIR_VAT_PARTS_RATE), and each line keeps the rate it was
 * priced at, so a change of rate never rewrites a quote already given.
 */
export const REPAIR_LINE_KINDS = ['labour', 'part', 'service'] as const;
export type RepairLineKind = (typeof REPAIR_LINE_KINDS)[number];

/** Rates in whole percent. */
export type RepairVatRates = { labour: number; part: number };
export const DEFAULT_REPAIR_VAT_RATES: RepairVatRates = { labour: 6, part: 21 };

/**
 * One line of a quote or job. Labour and parts are priced excluding VAT (as a workshop quotes them); a service
 * from the price list is priced including VAT (the price the customer reads) and is repair work, so it is taxed
 * at the labour rate unless the line names its own `vatRate`.
 */
export type RepairLine = { kind: RepairLineKind; quantity: number; unitPriceCents: number; vatRate?: number };

export type RateTotal = { rate: number; netCents: number; vatCents: number; grossCents: number };
export type RepairTotals = { byRate: RateTotal[]; netCents: number; vatCents: number; grossCents: number };

/** Whether a line's price includes VAT: only services from the price list do. */
export const priceIncludesVat = (kind: RepairLineKind) => kind === 'service';

/** The rate a line is taxed at: its own when given, else its kind's (service → labour: it is repair work). */
export function rateOfLine(line: Pick<RepairLine, 'kind' | 'vatRate'>, rates: RepairVatRates = DEFAULT_REPAIR_VAT_RATES): number {
  if (line.vatRate !== undefined) return line.vatRate;
  return line.kind === 'part' ? rates.part : rates.labour;
}

/** A line's amount before any split: quantity (hours may be 1.5) × unit price, rounded to the cent. */
export const lineAmountCents = (line: Pick<RepairLine, 'quantity' | 'unitPriceCents'>) => Math.round(line.quantity * line.unitPriceCents);

/** An amount including VAT split into net and VAT; the gross stays exactly what the customer was told. */
export function splitInclusive(grossCents: number, rate: number): { netCents: number; vatCents: number } {
  const netCents = Math.round((grossCents * 100) / (100 + rate));
  return { netCents, vatCents: grossCents - netCents };
}

/** A rate a setting or a line may carry: a whole percent from 0 to 100. */
export const isValidVatRate = (rate: unknown): rate is number =>
  typeof rate === 'number' && Number.isInteger(rate) && rate >= 0 && rate <= 100;

/**
 * Totals per VAT rate, in integer cents. Per rate, the VAT of the lines priced without VAT is computed once on
 * their sum (as an invoice does, not line by line), and the lines priced with VAT are split back from their sum.
 * Rates come out in ascending order (6 % before 21 %).
 */
export function repairTotals(lines: readonly RepairLine[], rates: RepairVatRates = DEFAULT_REPAIR_VAT_RATES): RepairTotals {
  const groups = new Map<number, { exclusive: number; inclusive: number }>();
  for (const line of lines) {
    if (!Number.isFinite(line.quantity) || line.quantity < 0) throw new RangeError('quantity must be a number ≥ 0');
    if (!Number.isInteger(line.unitPriceCents)) throw new RangeError('unitPriceCents must be whole cents');
    const rate = rateOfLine(line, rates);
    if (!isValidVatRate(rate)) throw new RangeError(`invalid VAT rate ${rate}`);
    const group = groups.get(rate) ?? { exclusive: 0, inclusive: 0 };
    if (priceIncludesVat(line.kind)) group.inclusive += lineAmountCents(line);
    else group.exclusive += lineAmountCents(line);
    groups.set(rate, group);
  }
  const byRate = [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, g]) => {
      const back = splitInclusive(g.inclusive, rate);
      const netCents = g.exclusive + back.netCents;
      const vatCents = Math.round((g.exclusive * rate) / 100) + back.vatCents;
      return { rate, netCents, vatCents, grossCents: netCents + vatCents };
    });
  const sum = (k: 'netCents' | 'vatCents' | 'grossCents') => byRate.reduce((s, r) => s + r[k], 0);
  return { byRate, netCents: sum('netCents'), vatCents: sum('vatCents'), grossCents: sum('grossCents') };
}

/**
 * The rates from the environment: `REPAIR_VAT_LABOUR_RATE` and `REPAIR_VAT_PARTS_RATE`, whole percents; unset
 * means the default. A value that is not a whole percent stops the start (a wrong rate must not reach a quote).
 */
export function repairVatRatesFrom(env: { REPAIR_VAT_LABOUR_RATE?: string; REPAIR_VAT_PARTS_RATE?: string }): RepairVatRates {
  const read = (name: string, value: string | undefined, fallback: number) => {
    if (value === undefined || value.trim() === '') return fallback;
    const rate = /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!isValidVatRate(rate)) throw new Error(`${name} must be a whole percent from 0 to 100, got "${value}"`);
    return rate;
  };
  return {
    labour: read('REPAIR_VAT_LABOUR_RATE', env.REPAIR_VAT_LABOUR_RATE, DEFAULT_REPAIR_VAT_RATES.labour),
    part: read('REPAIR_VAT_PARTS_RATE', env.REPAIR_VAT_PARTS_RATE, DEFAULT_REPAIR_VAT_RATES.part),
  };
}
