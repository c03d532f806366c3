/**
 * The Belgian structured communication (OGM/VCS, "gestructureerde mededeling"): `+++123/4567/89012+++`, ten digits
 * that identify the bill and two check digits, the first ten modulo 97 (97 when the remainder is 0). The bank
 * statement gives it back with the transfer, which lets a payment find its bill without a human (issue 14).
 */
const TWELVE_DIGITS = /^\d{12}$/;

/** The two check digits of a ten-digit base. */
export function structuredCommunicationCheck(base: number): number {
  if (!Number.isSafeInteger(base) || base < 1 || base > 9_999_999_999)
    throw new RangeError('The base of a structured communication is a number from 1 to 9999999999');
  const rest = base % 97;
  return rest === 0 ? 97 : rest;
}

/** `+++123/4567/89012+++` for a base of at most ten digits (left-padded with zeros). */
export function structuredCommunication(base: number): string {
  const digits = `${String(base).padStart(10, '0')}${String(structuredCommunicationCheck(base)).padStart(2, '0')}`;
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

/**
 * The twelve digits of a structured communication as a person or a bank writes it (`+++…+++`, `***…***`, with or
 * without slashes and spaces), or null when it is not one or its check digits are wrong.
 */
export function parseStructuredCommunication(text: string): string | null {
  const digits = text.replace(/^\s*(\+{3}|\*{3})?|(\+{3}|\*{3})?\s*$/g, '').replace(/[\s/.-]/g, '');
  if (!TWELVE_DIGITS.test(digits)) return null;
  const base = Number(digits.slice(0, 10));
  if (base === 0 || structuredCommunicationCheck(base) !== Number(digits.slice(10))) return null;
  return digits;
}

export const isStructuredCommunication = (text: string) => parseStructuredCommunication(text) !== null;

/** The printed form of twelve digits. */
export const formatStructuredCommunication = (digits: string) => `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
