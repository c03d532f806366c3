/**
 * The arithmetic of a bill (issue 14), in integer cents, the way EN 16931 (and so a Peppol invoice) computes it:
 * each line's net amount is quantity × unit price less its discount, rounded to the cent; per VAT rate the VAT is
 * computed once on the sum of that rate's net amounts and rounded (half away from zero); the bill's totals are the
 * sums. A credit note carries the same lines with negative quantities, so its amounts are the exact negatives.
 */
import { roundCents } from './offers';

export const BILL_VAT_RATES = [21, 12, 6, 0] as const;
export type BillVatRate = (typeof BILL_VAT_RATES)[number];

export type BillLineAmounts = { quantity: number; unitPriceCents: number; vatRate: number; discountPercent?: number | null };
export type BillRateTotal = { rate: number; netCents: number; vatCents: number };
export type BillTotals = { byRate: BillRateTotal[]; exclVatCents: number; vatCents: number; inclVatCents: number };

/** One line's net amount in cents. */
export function billLineNetCents(line: BillLineAmounts): number {
  const gross = line.quantity * line.unitPriceCents;
  const discount = line.discountPercent ? (gross * line.discountPercent) / 100 : 0;
  return roundCents(gross - discount);
}

export function billTotals(lines: readonly BillLineAmounts[]): BillTotals {
  const nets = new Map<number, number>();
  for (const line of lines) nets.set(line.vatRate, (nets.get(line.vatRate) ?? 0) + billLineNetCents(line));
  const byRate = [...nets.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, netCents]) => ({ rate, netCents, vatCents: roundCents((netCents * rate) / 100) }));
  const exclVatCents = byRate.reduce((s, r) => s + r.netCents, 0);
  const vatCents = byRate.reduce((s, r) => s + r.vatCents, 0);
  return { byRate, exclVatCents, vatCents, inclVatCents: exclVatCents + vatCents };
}

/**
 * What a bill needs beside its lines to total exactly `inclVatCents` (decision 105): a sale priced VAT included (the
 * web shop) takes each line's VAT out of its price, a bill computes it once per rate on the lines' amounts VAT
 * excluded; on odd prices the two differ by a cent or two. The difference (0 mostly) becomes a rounding line at 0 %.
 */
export function billRoundingCents(lines: readonly BillLineAmounts[], inclVatCents: number): number {
  return inclVatCents - billTotals(lines).inclVatCents;
}

/** `2026-00042`: the year and the bill's place in it, five digits (more when a year passes 99,999 bills). */
export const formatBillNumber = (year: number, sequence: number) => `${year}-${String(sequence).padStart(5, '0')}`;

/** The year and sequence of a bill number, or null. */
export function parseBillNumber(number: string): { year: number; sequence: number } | null {
  const m = /^(\d{4})-(\d{5,})$/.exec(number.trim());
  return m ? { year: Number(m[1]), sequence: Number(m[2]) } : null;
}
