import { describe, expect, it } from 'vitest';
import { formatDecimal } from './format-number';

describe('formatDecimal', () => {
  it('writes a decimal comma and thousands apart, without trailing zeros', () => {
    expect(formatDecimal(24.9)).toBe('24,9');
    expect(formatDecimal(1250)).toBe('1 250');
    expect(formatDecimal(27.5)).toBe('27,5');
    expect(formatDecimal(3.14159)).toBe('3,14');
    expect(formatDecimal(-0.5)).toBe('-0,5');
    expect(formatDecimal(0)).toBe('0');
  });
});
