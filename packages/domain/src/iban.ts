/**
 * IBAN and BIC as a SEPA mandate or a bank transfer needs them (ISO 13616 / ISO 9362). A mandate with a wrong IBAN
 * comes back from the bank days later as a rejected debit; checking the mod-97 digits at entry catches typing slips.
 */

/** Lengths of the IBANs of the SEPA countries a Belgian shop meets; others are checked by the mod-97 rule alone. */
const IBAN_LENGTHS: Record<string, number> = {
  BE: 16,
  NL: 18,
  FR: 27,
  LU: 20,
  DE: 22,
  ES: 24,
  IT: 27,
  PT: 25,
  AT: 20,
  CH: 21,
  GB: 22,
  IE: 22,
  DK: 18,
  SE: 24,
  FI: 18,
  NO: 15,
  PL: 28,
  CZ: 24,
  MC: 27,
};

/** The IBAN without spaces, upper case (what files and databases hold). */
export const compactIban = (iban: string) => iban.replace(/[\s-]/g, '').toUpperCase();

/** The IBAN in groups of four, as people read it. */
export const formatIban = (iban: string) => compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');

function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

export function isValidIban(input: string): boolean {
  const iban = compactIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return mod97(rearranged) === 1;
}

/** A BIC: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const isValidBic = (bic: string) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic.replace(/\s/g, '').toUpperCase());
