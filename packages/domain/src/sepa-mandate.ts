/**
 * SEPA direct-debit identifiers and texts (decision 046): the mandate reference, the creditor identifier, the Latin
 * character set banks accept in a pain.008 file, and the business days of the pre-notification.
 */

/** The characters of a SEPA identifier (pain.008 `RestrictedIdentificationSEPA1`: MsgId, MndtId, EndToEndId). */
const SEPA_ID = /^[A-Za-z0-9+?/:().,' -]{1,35}$/;

/** Whether a mandate reference (MndtId) is one banks accept: 1 to 35 characters of the SEPA set. */
export const isValidMandateReference = (reference: string) => SEPA_ID.test(reference) && reference.trim() === reference;

/** The reference given to a mandate typed without one: `VP-MANDATE-000042` from its id, unique by construction. */
export const mandateReference = (id: number) => `VP-MANDATE-${String(id).padStart(6, '0')}`;

function mod97(text: string): number {
  const digits = text.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

/** Compact, upper case: `BE 68 ZZZ 0123456749` → `BE68ZZZ0123456749`. */
export const compactCreditorId = (id: string) => id.replace(/\s/g, '').toUpperCase();

/**
 * A SEPA creditor identifier (EPC262-08): country, two check digits, a three-character business code (ignored by
 * the check, `ZZZ` by default) and the national identifier (in Belgium the ten-digit enterprise number). The check
 * digits are mod 97 over the national identifier followed by the country and `00`, like an IBAN.
 */
export function isValidCreditorId(input: string): boolean {
  const id = compactCreditorId(input);
  const m = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/.exec(id);
  if (!m) return false;
  const [, country, check, national] = m as unknown as [string, string, string, string];
  if (country === 'BE' && !/^\d{10}$/.test(national)) return false;
  return 98 - mod97(`${national}${country}00`) === Number(check);
}

/** The creditor identifier of a national identifier: `creditorId('BE', '0123456749')` → `BE..ZZZ0123456749`. */
export function creditorId(country: string, national: string, businessCode = 'ZZZ'): string {
  const check = 98 - mod97(`${national}${country}00`);
  return `${country}${String(check).padStart(2, '0')}${businessCode}${national}`;
}

/**
 * A text as banks accept it in a pain.008 name or reference: accents dropped (é → e, ß → ss), any other character
 * outside the SEPA Latin set replaced by a space, spaces collapsed, cut to `max` characters.
 */
export function sepaText(text: string, max: number): string {
  const latin = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[Ææ]/g, (c) => (c === 'Æ' ? 'AE' : 'ae'))
    .replace(/[Œœ]/g, (c) => (c === 'Œ' ? 'OE' : 'oe'))
    .replace(/[’‘`]/g, "'")
    .replace(/[&]/g, '+')
    .replace(/[^A-Za-z0-9+?/:().,' -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return latin.slice(0, max).trim() || '-';
}

/** Cents as the decimal amount of a pain.008 file: 12345 → "123.45". */
export const sepaAmount = (cents: number) => `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
