import { describe, expect, it } from 'vitest';
import { SHARED_BIKE_DAYS_PER_YEAR, SHARED_BIKE_STATS_SINCE, SOON_AVAILABLE_DAYS, overallAvailability, stockAvailability } from './stock';

const now = new Date('2024-04-01T10:00:00Z');

describe('stockAvailability', () => {
  it('is in stock whenever units are available', () => {
    expect(stockAvailability({ inStock: 3 }, now)).toBe('in_stock');
    expect(stockAvailability({ inStock: 1, expectedDate: '2030-01-01' }, now)).toBe('in_stock');
  });

  it('is soon available when expected within 7 days, inclusive', () => {
    expect(SOON_AVAILABLE_DAYS).toBe(7);
    expect(stockAvailability({ inStock: 0, expectedDate: '2024-04-01' }, now)).toBe('soon_available');
    expect(stockAvailability({ inStock: 0, expectedDate: '2024-04-05' }, now)).toBe('soon_available');
    expect(stockAvailability({ inStock: 0, expectedDate: '2024-04-08' }, now)).toBe('soon_available');
    expect(stockAvailability({ inStock: 0, expectedDate: new Date('2024-04-08T21:00:00Z') }, now)).toBe('soon_available');
  });

  it('is not in stock beyond 7 days', () => {
    expect(stockAvailability({ inStock: 0, expectedDate: '2024-04-09' }, now)).toBe('not_in_stock');
    // 22:30 UTC on the 8th is already the 9th in Brussels.
    expect(stockAvailability({ inStock: 0, expectedDate: '2024-04-08T22:30:00Z' }, now)).toBe('not_in_stock');
  });

  it('is not in stock without a usable expected date', () => {
    expect(stockAvailability({ inStock: 0 }, now)).toBe('not_in_stock');
    expect(stockAvailability({ inStock: 0, expectedDate: null }, now)).toBe('not_in_stock');
    expect(stockAvailability({ inStock: 0, expectedDate: 'soon' }, now)).toBe('not_in_stock');
  });

  it('does not promise availability for an expected date already past', () => {
    expect(stockAvailability({ inStock: 0, expectedDate: '2024-03-31' }, now)).toBe('not_in_stock');
  });
});

describe('overallAvailability', () => {
  it('is the best state over the stores: in stock somewhere, else soon available somewhere, else not in stock', () => {
    expect(overallAvailability(['not_in_stock', 'soon_available', 'in_stock'])).toBe('in_stock');
    expect(overallAvailability(['soon_available', 'not_in_stock'])).toBe('soon_available');
    expect(overallAvailability(['not_in_stock', 'not_in_stock'])).toBe('not_in_stock');
    expect(overallAvailability([])).toBe('not_in_stock');
  });
});

describe('shared bike constants', () => {
  it('match the spec', () => {
    expect(SHARED_BIKE_DAYS_PER_YEAR).toBe(60);
    expect(SHARED_BIKE_STATS_SINCE).toBe('2024-04-01');
  });
});
