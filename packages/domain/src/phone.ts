/**
 * Phone numbers are stored in E.164 (+32470123456) so staff can call or text them from any device.
 * People type Belgian numbers in local forms: 0470 12 34 56, 0470/12.34.56, 02 123 45 67, 0032 470…, +32 (0)470…
 * Other countries are accepted in international form (+33…, 0033…). Letters are never a phone number.
 */
export function normalizePhone(raw: string): string | null {
  const typed = raw.trim();
  if (!/^[+\d\s./()-]+$/.test(typed)) return null;
  let digits = typed.replace(/[\s./()-]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `32${digits.slice(1)}`;
  else return null;
  if (!/^\d+$/.test(digits)) return null;
  // "+32 (0)470…": the trunk zero written after the country code.
  if (digits.startsWith('320')) digits = `32${digits.slice(3)}`;
  if (digits.startsWith('32')) {
    // Belgium: 8 digits for fixed lines (02 123 45 67), 9 for mobiles (0470 12 34 56).
    const national = digits.slice(2);
    return /^[1-9]\d{7,8}$/.test(national) ? `+${digits}` : null;
  }
  // E.164: a country code that does not start with 0, 8 to 15 digits in all.
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

export const isValidPhone = (raw: string) => normalizePhone(raw) !== null;
