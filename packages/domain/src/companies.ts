import { parseAccessList } from './access';

/**
 * A VAT or enterprise number as people type it ("be 0403.170.701", "0403 170 701") in its one stored form.
 * A bare 10-digit Belgian enterprise number is the Belgian VAT number without its prefix.
 */
export function normalizeVatNumber(input: string): string {
  const compact = input.replace(/[\s.\-/]/g, '').toUpperCase();
  return /^[01]\d{9}$/.test(compact) ? `BE${compact}` : compact;
}

/** BE + 10 digits starting with 0 or 1, whose last two digits are 97 − (first eight mod 97). */
export function isValidBelgianVatNumber(value: string): boolean {
  const match = /^BE([01]\d{9})$/.exec(value);
  if (!match) return false;
  const digits = match[1]!;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

/**
 * Belgian numbers get the full check. Other countries' formats vary too much to check here:
 * two letters then 2–13 letters or digits, which the VIES formats all fit.
 */
export function vatNumberIssue(normalized: string): 'invalid_vat_number' | null {
  if (normalized.startsWith('BE')) return isValidBelgianVatNumber(normalized) ? null : 'invalid_vat_number';
  return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(normalized) ? null : 'invalid_vat_number';
}

export function normalizeEmailDomain(input: string): string {
  return input.trim().toLowerCase().replace(/^@/, '');
}

/**
 * Free mailboxes can never be a company's domain: every sign-up with one would join that company.
 * Not exhaustive; the ones Belgian customers use most.
 */
export const PERSONAL_EMAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.be',
  'hotmail.fr',
  'outlook.com',
  'outlook.be',
  'live.com',
  'live.be',
  'msn.com',
  'yahoo.com',
  'yahoo.fr',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'skynet.be',
  'telenet.be',
  'proximus.be',
  'scarlet.be',
  'voo.be',
  'gmx.com',
] as const;

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function emailDomainIssue(normalized: string): 'invalid_domain' | 'personal_domain' | null {
  if (!DOMAIN.test(normalized)) return 'invalid_domain';
  return (PERSONAL_EMAIL_DOMAINS as readonly string[]).includes(normalized) ? 'personal_domain' : null;
}

/**
 * The features a company's access string may grant its employees (checked by routes' `companyAccess`).
 * A route that needs a new feature adds it here, so that a typo in a condition is refused rather than silently ignored.
 */
export const COMPANY_ACCESS_FEATURES = ['bikes', 'leasing', 'purchase', 'sharing', 'cafeteria', 'maintenance', 'rental'] as const;
export type CompanyAccessFeature = (typeof COMPANY_ACCESS_FEATURES)[number];

/** The stored form of an access string: known features, lower case, once each, comma-separated. */
export function normalizeAccess(input: string): string {
  return [...new Set(parseAccessList(input))].join(',');
}

export function unknownAccessFeatures(input: string): string[] {
  return parseAccessList(input).filter((f) => !(COMPANY_ACCESS_FEATURES as readonly string[]).includes(f));
}

/** The onboarding checklist of a new company account (issue 3), in the order it is usually done. */
export const COMPANY_PROCESS_STEPS = ['contract_signed', 'conditions_set', 'fleet_manager_invited', 'first_bikes_delivered'] as const;
export type CompanyProcessStep = (typeof COMPANY_PROCESS_STEPS)[number];
