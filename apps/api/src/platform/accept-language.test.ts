import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './accept-language';

// Decided on the server only: the web never reads the header (and its first page stays within its weight).
describe('the browser’s language', () => {
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
