/**
 * A measured number (a weight, a wheel size) in the same Belgian style as prices, whatever the language:
 * decimal comma, thousands apart by a space, no trailing zeros — "24,9", "1 250".
 */
export function formatDecimal(n: number, maxFractionDigits = 2): string {
  if (!Number.isFinite(n)) return String(n);
  const [whole, fraction = ''] = Math.abs(n).toFixed(maxFractionDigits).split('.') as [string, string?];
  const digits = fraction.replace(/0+$/, '');
  const sign = n < 0 && (Number(whole) > 0 || digits) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}${digits ? `,${digits}` : ''}`;
}
