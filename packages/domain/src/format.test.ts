import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatPrice, parseTypedDate } from './format';

describe('formatPrice', () => {
  it('formats cents the Belgian way', () => {
    expect(formatPrice(123456)).toBe('1 234,56 €');
    expect(formatPrice(0)).toBe('0,00 €');
    expect(formatPrice(5)).toBe('0,05 €');
    expect(formatPrice(100)).toBe('1,00 €');
    expect(formatPrice(123456789)).toBe('1 234 567,89 €');
    expect(formatPrice(99999)).toBe('999,99 €');
  });

  it('prefixes negatives with a minus sign', () => {
    expect(formatPrice(-50)).toBe('-0,50 €');
    expect(formatPrice(-123456)).toBe('-1 234,56 €');
  });

  it('shows a dash, the same in every language, for missing values', () => {
    expect(formatPrice(null)).toBe('—');
    expect(formatPrice(undefined)).toBe('—');
    expect(formatPrice(Number.NaN)).toBe('—');
  });

  it('is identical for every locale', () => {
    expect(formatPrice(123456, 'en')).toBe('1 234,56 €');
    expect(formatPrice(123456, 'nl')).toBe('1 234,56 €');
    expect(formatPrice(123456, 'fr')).toBe('1 234,56 €');
  });
});

describe('formatDate', () => {
  it('renders dd/mm/yyyy in Brussels time', () => {
    expect(formatDate('2024-03-05T10:00:00Z')).toBe('05/03/2024');
    // 23:30 UTC is already the next day in Brussels (UTC+1 in winter, UTC+2 in summer).
    expect(formatDate('2024-01-31T23:30:00Z')).toBe('01/02/2024');
    expect(formatDate(new Date('2024-07-31T22:30:00Z'))).toBe('01/08/2024');
  });

  it('takes a bare calendar date literally', () => {
    expect(formatDate('2024-04-01')).toBe('01/04/2024');
  });

  it('shows a dash for empty or invalid input', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate('2024-02-30')).toBe('—');
    expect(formatDate(new Date(Number.NaN))).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('renders dd/mm/yyyy HH:mm in Brussels time', () => {
    expect(formatDateTime('2024-01-15T08:05:00Z')).toBe('15/01/2024 09:05');
    expect(formatDateTime('2024-07-15T08:05:00Z')).toBe('15/07/2024 10:05');
    expect(formatDateTime('2024-01-15T23:00:00Z')).toBe('16/01/2024 00:00');
  });

  it('shows a dash for empty or invalid input', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('garbage')).toBe('—');
  });
});

describe('formatCount', () => {
  it('separates thousands with a space, like prices', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1312)).toBe('1 312');
    expect(formatCount(50000)).toBe('50 000');
    expect(formatCount(-1234567)).toBe('-1 234 567');
  });
});

describe('parseTypedDate', () => {
  it('reads day/month/year into an ISO date', () => {
    expect(parseTypedDate('25/12/2026')).toBe('2026-12-25');
    expect(parseTypedDate(' 1/2/2026 ')).toBe('2026-02-01');
    expect(parseTypedDate('25.12.2026')).toBe('2026-12-25');
    expect(parseTypedDate('25-12-2026')).toBe('2026-12-25');
    expect(parseTypedDate('25122026')).toBe('2026-12-25');
    expect(parseTypedDate('2026-12-25')).toBe('2026-12-25');
    expect(parseTypedDate('29/02/2028')).toBe('2028-02-29');
  });

  it('refuses dates that do not exist and partial input', () => {
    expect(parseTypedDate('31/02/2026')).toBeNull();
    expect(parseTypedDate('29/02/2027')).toBeNull();
    expect(parseTypedDate('12/13/2026')).toBeNull();
    expect(parseTypedDate('00/12/2026')).toBeNull();
    expect(parseTypedDate('25/12/26')).toBeNull();
    expect(parseTypedDate('25/12/202')).toBeNull();
    expect(parseTypedDate('2026-02-30')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
    expect(parseTypedDate('tomorrow')).toBeNull();
  });
});
