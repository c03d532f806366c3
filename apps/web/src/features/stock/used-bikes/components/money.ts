/** Euros as typed (`1234,5`, `1234.50` or a number) into integer cents; NaN when it is no amount. */
export function eurosToCents(value: string | number): number {
  if (typeof value === 'number') return Math.round(value * 100);
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  if (!text) return Number.NaN;
  const euros = Number(text);
  return Number.isFinite(euros) ? Math.round(euros * 100) : Number.NaN;
}

export const centsToEuros = (cents: number | null | undefined): number | '' => (cents === null || cents === undefined ? '' : cents / 100);
