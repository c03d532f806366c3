/**
 * Money as people type it and as the wire carries it (decision 078): integer cents everywhere, euros only in an input.
 * Parsing works on the digits as text, so "0,29" is 29 cents and never 28.999… after a float multiplication.
 */

// Spaces of any kind (a pasted "1 234,50" carries a no-break space), the euro sign and the word EUR are decoration.
const DECORATION = /[\s\u00a0\u202f€']|eur/gi;
const PLAIN_AMOUNT = /^(\d*)(?:\.(\d*))?$/;

/** "1.234" or "12.345.678": thousands in groups of three after the first. */
const isGrouped = (whole: string, mark: string) => whole.split(mark).every((group, i) => (i === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(group));

/** Which of "," and "." is the decimal mark: the last one when both appear, a lone one, none when either repeats. */
function withDecimalPoint(text: string): string | null {
  const commas = text.split(',').length - 1;
  const dots = text.split('.').length - 1;
  if (commas && dots) {
    const decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    const [whole = '', fraction, extra] = text.split(decimal);
    if (extra !== undefined || !isGrouped(whole, grouping)) return null;
    return `${whole.split(grouping).join('')}.${fraction}`;
  }
  // "1.234.567" or "1,234,567": grouping only.
  if (commas > 1) return isGrouped(text, ',') ? text.split(',').join('') : null;
  if (dots > 1) return isGrouped(text, '.') ? text.split('.').join('') : null;
  return text.replace(',', '.');
}

/**
 * Euros as typed in Belgium or in English — "12,50", "12.50", "1 234,5", "1.234,50", "€ 12", "-5" — into integer
 * cents, rounded half away from zero past the cent. Empty or not an amount → null: the contract then says
 * `required` or `invalid`, never 0 nor NaN.
 */
export function centsFromEuros(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // toPrecision drops the float's tail (1.005 * 100 = 100.49999…) before rounding.
    const cents = Math.round(Math.abs(Number((value * 100).toPrecision(15))));
    return value < 0 ? -cents : cents;
  }
  let text = value.replace(DECORATION, '').replace(/\u2212/g, '-');
  const negative = text.startsWith('-');
  if (negative || text.startsWith('+')) text = text.slice(1);
  const plain = withDecimalPoint(text);
  const match = plain === null ? null : PLAIN_AMOUNT.exec(plain);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (!whole && !fraction) return null;
  const roundUp = Number(fraction[2] ?? '0') >= 5 ? 1 : 0;
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + roundUp;
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** Cents as the euros an input holds (12,5 for 1250), exact to the cent; null stays null. */
export function eurosFromCents(cents: number | null | undefined): number | null {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return null;
  return Math.round(cents) / 100;
}
