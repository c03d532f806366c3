import { isLocale, type Locale } from './locale';

/**
 * The language of a bill (issue 14, decision 064). One rule: a company's bill is in the company's `language`, a private
 * customer's in their own; French when unknown. The words the system writes on it are in the `documents` catalogue
 * (`billLines`, decision 073), read by the API's `billWords`.
 */
export function billLanguage(language: string | null | undefined): Locale {
  return isLocale(language) ? language : 'fr';
}

/** Whose language a bill takes: the company's for a company, else the person's; French when unknown. */
export function billLanguageOf(customer: {
  companyId: number | null | undefined;
  companyLanguage?: string | null;
  personLanguage?: string | null;
}): Locale {
  return billLanguage(customer.companyId ? customer.companyLanguage : customer.personLanguage);
}
