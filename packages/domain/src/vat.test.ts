import { describe, expect, it } from 'vitest';
import { DEFAULT_VAT_RATE, addVat, addVatCents, removeVat, removeVatCents } from './vat';

describe('vat', () => {
  it('uses the Belgian standard rate by default', () => {
    expect(DEFAULT_VAT_RATE).toBe(21);
    expect(addVat(100)).toBe(121);
    expect(removeVat(121)).toBe(100);
  });

  it('rounds to 2 decimals half away from zero despite float representation', () => {
    expect(addVat(1.005, 0)).toBe(1.01);
    expect(addVat(-1.005, 0)).toBe(-1.01);
    expect(addVat(10.125, 0)).toBe(10.13);
    expect(addVat(19.99)).toBe(24.19);
    expect(removeVat(100)).toBe(82.64);
    expect(addVat(100, 6)).toBe(106);
  });

  it('works in integer cents', () => {
    expect(addVatCents(10000)).toBe(12100);
    expect(removeVatCents(12100)).toBe(10000);
    expect(addVatCents(1999)).toBe(2419);
    expect(addVatCents(50)).toBe(61);
    expect(removeVatCents(10000)).toBe(8264);
    expect(Number.isInteger(addVatCents(333, 5.5))).toBe(true);
  });
});
