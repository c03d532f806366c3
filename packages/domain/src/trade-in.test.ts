import { describe, expect, it } from 'vitest';
import { tradeInEstimate } from './trade-in';

const now = new Date('2026-05-01T10:00:00Z');

describe('tradeInEstimate', () => {
  it('values a 2-year-old 625 Wh bike of an ordinary brand in good condition', () => {
    // 1300 € × 1 × (1 − 0.24) × 0.85 = 839.80 € → [713.83 → 710 €, 923.78 → 930 €]
    expect(tradeInEstimate({ brand: 'Btwin', year: 2024, batteryWh: 625, condition: 'good' }, now)).toEqual({
      minCents: 71_000,
      maxCents: 93_000,
    });
  });

  it('gives premium brands 15 % more, whatever the case of the name', () => {
    const plain = tradeInEstimate({ brand: 'Btwin', year: 2025, batteryWh: 500, condition: 'excellent' }, now);
    const premium = tradeInEstimate({ brand: 'MOUSTACHE', year: 2025, batteryWh: 500, condition: 'excellent' }, now);
    // 900 × 0.88 = 792 €; × 1.15 = 910.80 €
    expect(plain).toEqual({ minCents: 67_000, maxCents: 88_000 });
    expect(premium).toEqual({ minCents: 77_000, maxCents: 101_000 });
  });

  it('orders the conditions and the battery tiers', () => {
    const at = (condition: 'excellent' | 'good' | 'fair' | 'poor', batteryWh = 700) =>
      tradeInEstimate({ brand: 'x', year: 2023, batteryWh, condition }, now).maxCents;
    expect(at('excellent')).toBeGreaterThan(at('good'));
    expect(at('good')).toBeGreaterThan(at('fair'));
    expect(at('fair')).toBeGreaterThan(at('poor'));
    expect(at('good', 400)).toBeLessThan(at('good', 625));
    expect(at('good', 625)).toBeLessThan(at('good', 750));
  });

  it('is worth nothing from 9 years on, never negative', () => {
    expect(tradeInEstimate({ brand: 'Cube', year: 2017, batteryWh: 800, condition: 'excellent' }, now)).toEqual({
      minCents: 0,
      maxCents: 0,
    });
    expect(tradeInEstimate({ brand: 'Cube', year: 2001, batteryWh: 800, condition: 'excellent' }, now)).toEqual({
      minCents: 0,
      maxCents: 0,
    });
  });

  it('refuses a year in the future or a non-positive battery', () => {
    expect(() => tradeInEstimate({ brand: 'Cube', year: 2027, batteryWh: 500, condition: 'good' }, now)).toThrow(RangeError);
    expect(() => tradeInEstimate({ brand: 'Cube', year: 2020, batteryWh: 0, condition: 'good' }, now)).toThrow(RangeError);
  });
});
