import { describe, expect, it } from 'vitest';
import { DISCOUNT_BADGE_KEY, discountPercent } from './discount';

describe('discountPercent', () => {
  it('rounds the percentage to the nearest half', () => {
    expect(discountPercent(1000, 850)).toBe(15);
    expect(discountPercent(1000, 877)).toBe(12.5);
    expect(discountPercent(1000, 874)).toBe(12.5);
    expect(discountPercent(1000, 872)).toBe(13);
    expect(discountPercent(300000, 239900)).toBe(20);
    expect(discountPercent(1000, 0)).toBe(100);
  });

  it('returns 0 without a real discount or with invalid inputs', () => {
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, 1200)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(-1000, 500)).toBe(0);
    expect(discountPercent(1000, -1)).toBe(0);
    expect(discountPercent(Number.NaN, 500)).toBe(0);
  });

  it('exposes the translation key of the badge', () => {
    expect(DISCOUNT_BADGE_KEY).toBe('discount.badge');
  });
});
