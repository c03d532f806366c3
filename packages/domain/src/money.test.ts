import { describe, expect, it } from 'vitest';
import { centsFromEuros, eurosFromCents } from './money';

describe('an amount typed in euros becomes cents', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['0,29', 29],
    ['1 234,5', 123450],
    ['1\u00a0234,50', 123450],
    ['1.234,50', 123450],
    ['1,234.50', 123450],
    ['1.234.567', 123456700],
    ['€ 12', 1200],
    ['12,00 €', 1200],
    ['12 EUR', 1200],
    [',5', 50],
    ['  7  ', 700],
  ])('"%s" is %i cents', (typed, cents) => {
    expect(centsFromEuros(typed)).toBe(cents);
  });

  it('rounds past the cent half away from zero', () => {
    expect(centsFromEuros('1,005')).toBe(101);
    expect(centsFromEuros('1,004')).toBe(100);
    expect(centsFromEuros('-1,005')).toBe(-101);
  });

  it('keeps the sign of a credit note', () => {
    expect(centsFromEuros('-12,50')).toBe(-1250);
    expect(centsFromEuros('\u221212,50')).toBe(-1250);
    expect(centsFromEuros(-0.3)).toBe(-30);
  });

  it('takes a number as an input hands it over, without float drift', () => {
    expect(centsFromEuros(0.1 + 0.2)).toBe(30);
    expect(centsFromEuros(1.005)).toBe(101);
    expect(centsFromEuros(19.99)).toBe(1999);
    expect(centsFromEuros(0)).toBe(0);
  });

  it.each([[''], ['   '], ['€'], ['-'], ['abc'], ['12,50,30'], ['1e3'], ['12-5'], [null], [undefined], [Number.NaN], [Infinity]])(
    '%j is no amount: null, never 0 nor NaN',
    (typed) => {
      expect(centsFromEuros(typed)).toBeNull();
    },
  );
});

describe('cents become the euros an input shows', () => {
  it('is exact to the cent', () => {
    expect(eurosFromCents(1250)).toBe(12.5);
    expect(eurosFromCents(30)).toBe(0.3);
    expect(eurosFromCents(1999)).toBe(19.99);
    expect(eurosFromCents(-1250)).toBe(-12.5);
    expect(eurosFromCents(0)).toBe(0);
  });

  it('leaves no amount empty', () => {
    expect(eurosFromCents(null)).toBeNull();
    expect(eurosFromCents(undefined)).toBeNull();
  });

  it('goes back and forth without loss', () => {
    for (const cents of [1, 29, 57, 99, 1001, 123456, -4321]) expect(centsFromEuros(eurosFromCents(cents))).toBe(cents);
  });
});
