import { brusselsDateParts } from './format';

export const SOON_AVAILABLE_DAYS = 7;
export const SHARED_BIKE_DAYS_PER_YEAR = 60;
export const SHARED_BIKE_STATS_SINCE = '2024-04-01';

export type StockAvailability = 'in_stock' | 'soon_available' | 'not_in_stock';

export type StockInput = { inStock: number; expectedDate?: string | Date | null };

const MS_PER_DAY = 86_400_000;

// Days are compared as Brussels calendar days so that "within 7 days" does not depend on the hour.
function brusselsDayNumber(value: string | Date): number | null {
  const parts = brusselsDateParts(value);
  if (!parts) return null;
  return Date.UTC(parts.year, parts.month - 1, parts.day) / MS_PER_DAY;
}

export function stockAvailability({ inStock, expectedDate }: StockInput, now: Date = new Date()): StockAvailability {
  if (inStock > 0) return 'in_stock';
  if (expectedDate === null || expectedDate === undefined) return 'not_in_stock';
  const expectedDay = brusselsDayNumber(expectedDate);
  const today = brusselsDayNumber(now);
  if (expectedDay === null || today === null) return 'not_in_stock';
  const daysAhead = expectedDay - today;
  // A date already in the past is stale supplier data, so no availability is promised.
  return daysAhead >= 0 && daysAhead <= SOON_AVAILABLE_DAYS ? 'soon_available' : 'not_in_stock';
}
