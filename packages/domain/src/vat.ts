export const DEFAULT_VAT_RATE = 21;

// Binary floats store 1.005 as 1.00499999…; trimming to 15 significant digits first
// restores the decimal value a human typed, so halves round the way an accountant expects.
function roundHalfAwayFromZero(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

export function addVat(amount: number, ratePercent: number = DEFAULT_VAT_RATE): number {
  return roundHalfAwayFromZero((amount * (100 + ratePercent)) / 100, 2);
}

export function removeVat(amountInclVat: number, ratePercent: number = DEFAULT_VAT_RATE): number {
  return roundHalfAwayFromZero((amountInclVat * 100) / (100 + ratePercent), 2);
}

export function addVatCents(cents: number, ratePercent: number = DEFAULT_VAT_RATE): number {
  return Math.round(Number(((cents * (100 + ratePercent)) / 100).toPrecision(15)));
}

export function removeVatCents(cents: number, ratePercent: number = DEFAULT_VAT_RATE): number {
  return Math.round(Number(((cents * 100) / (100 + ratePercent)).toPrecision(15)));
}
