import { describe, expect, it } from 'vitest';
import { billLanguage, billLanguageOf } from './bill-wording';

describe('the language of a bill', () => {
  it('is the company’s for a company, the person’s for a private customer, French when unknown', () => {
    expect(billLanguageOf({ companyId: 7, companyLanguage: 'nl', personLanguage: 'en' })).toBe('nl');
    expect(billLanguageOf({ companyId: null, companyLanguage: 'nl', personLanguage: 'en' })).toBe('en');
    expect(billLanguageOf({ companyId: 7, companyLanguage: null })).toBe('fr');
    expect(billLanguageOf({ companyId: null, personLanguage: 'de' })).toBe('fr');
    expect(billLanguage(undefined)).toBe('fr');
    expect(billLanguage('en')).toBe('en');
  });
});
