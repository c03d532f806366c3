import { describe, expect, it } from 'vitest';
import { compactIban, formatIban, isValidBic, isValidIban } from './iban';

describe('IBAN', () => {
  it('accepts real-looking IBANs however they are spaced', () => {
    expect(isValidIban('BE68 5390 0754 7034')).toBe(true);
    expect(isValidIban('be68539007547034')).toBe(true);
    expect(isValidIban('NL91 ABNA 0417 1643 00')).toBe(true);
    expect(isValidIban('FR14 2004 1010 0505 0001 3M02 606')).toBe(true);
  });
  it('refuses a typing slip, a wrong length or garbage', () => {
    expect(isValidIban('BE68 5390 0754 7035')).toBe(false);
    expect(isValidIban('BE68 5390 0754 703')).toBe(false);
    expect(isValidIban('hello')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });
  it('compacts and groups', () => {
    expect(compactIban(' be68 5390-0754 7034 ')).toBe('BE68539007547034');
    expect(formatIban('BE68539007547034')).toBe('BE68 5390 0754 7034');
  });
});

describe('BIC', () => {
  it('accepts eight or eleven characters', () => {
    expect(isValidBic('GEBABEBB')).toBe(true);
    expect(isValidBic('gkccbebb')).toBe(true);
    expect(isValidBic('BBRUBEBB010')).toBe(true);
    expect(isValidBic('GEBABE')).toBe(false);
    expect(isValidBic('GEBA BEBB 01')).toBe(false);
  });
});
