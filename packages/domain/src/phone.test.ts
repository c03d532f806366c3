import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('writes Belgian numbers in their local forms as E.164', () => {
    expect(normalizePhone('0470 12 34 56')).toBe('+32470123456');
    expect(normalizePhone('0470/12.34.56')).toBe('+32470123456');
    expect(normalizePhone('02 123 45 67')).toBe('+3221234567');
    expect(normalizePhone('0032 470 12 34 56')).toBe('+32470123456');
    expect(normalizePhone('+32 (0)470 12 34 56')).toBe('+32470123456');
    expect(normalizePhone('+32470123456')).toBe('+32470123456');
  });

  it('accepts other countries in international form', () => {
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('0031 6 12345678')).toBe('+31612345678');
  });

  it('refuses letters, too few or too many digits', () => {
    expect(normalizePhone('abc')).toBeNull();
    expect(normalizePhone('0470 12 34 5a')).toBeNull();
    expect(normalizePhone('0470 12')).toBeNull();
    expect(normalizePhone('0470 12 34 56 78 9')).toBeNull();
    expect(normalizePhone('470123456')).toBeNull();
    expect(normalizePhone('+')).toBeNull();
  });
});
