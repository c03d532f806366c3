export const LOCALES = ['fr', 'en', 'nl'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'fr';

export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && (LOCALES as readonly string[]).includes(x);
}

export function toLocale(x: unknown): Locale {
  return isLocale(x) ? x : DEFAULT_LOCALE;
}
