import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, isLocale, localeFromAcceptLanguage, toLocale } from './locale';

describe('locale', () => {
  it('lists the supported locales with French as default', () => {
    expect(LOCALES).toEqual(['fr', 'en', 'nl']);
    expect(DEFAULT_LOCALE).toBe('fr');
  });

  it('recognises only supported locales', () => {
    expect(isLocale('nl')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale('FR')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(isLocale(1)).toBe(false);
  });

  it('falls back to French', () => {
    expect(toLocale('en')).toBe('en');
    expect(toLocale('de')).toBe('fr');
    expect(toLocale(null)).toBe('fr');
  });

  it('reads the browser’s most wanted language among ours', () => {
    expect(localeFromAcceptLanguage('nl-BE,nl;q=0.9,en;q=0.8')).toBe('nl');
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.5,fr;q=0.4')).toBe('en');
    expect(localeFromAcceptLanguage('fr;q=0.2, nl;q=0.8')).toBe('nl');
    expect(localeFromAcceptLanguage('EN-us')).toBe('en');
    expect(localeFromAcceptLanguage('nl;q=0, de')).toBe('fr');
    expect(localeFromAcceptLanguage('*')).toBe('fr');
    expect(localeFromAcceptLanguage(undefined)).toBe('fr');
  });
});
