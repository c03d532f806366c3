import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, isLocale, toLocale } from './locale';

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
});
