import { describe, expect, it } from 'vitest';
import { isUnderWarranty, warrantyDates, warrantyFrom, warrantyStart } from './warranty';

describe('warranty', () => {
  it('covers bike and parts 2 years and the frame 5 years from the hand-over, that day included', () => {
    expect(warrantyDates('2026-11-29')).toEqual({ bikeAndPartsUntil: '2028-11-29', frameUntil: '2031-11-29' });
    expect(warrantyDates('2025-12-31')).toEqual({ bikeAndPartsUntil: '2027-12-31', frameUntil: '2030-12-31' });
    expect(isUnderWarranty('2028-11-29', '2028-11-29')).toBe(true);
    expect(isUnderWarranty('2028-11-29', '2028-11-30')).toBe(false);
  });

  it('ends a warranty started on 29 February on 28 February, and one ending in a leap year on the 29th only if it started then', () => {
    expect(warrantyDates('2024-02-29')).toEqual({ bikeAndPartsUntil: '2026-02-28', frameUntil: '2029-02-28' });
    expect(warrantyDates('2026-02-28')).toEqual({ bikeAndPartsUntil: '2028-02-28', frameUntil: '2031-02-28' });
    expect(warrantyDates('2023-03-01').bikeAndPartsUntil).toBe('2025-03-01');
  });

  it('starts at the contract, else the sale, and is null for a bike not handed over', () => {
    expect(warrantyStart({ contractStartDate: '2025-04-01', saleDate: '2025-03-15' })).toBe('2025-04-01');
    expect(warrantyStart({ contractStartDate: null, saleDate: '2025-03-15' })).toBe('2025-03-15');
    expect(warrantyFrom(warrantyStart({}))).toBeNull();
    expect(warrantyFrom('2025-03-15T10:00:00.000Z')?.frameUntil).toBe('2030-03-15');
    expect(() => warrantyDates('2025-02-29')).toThrow(RangeError);
  });
});
