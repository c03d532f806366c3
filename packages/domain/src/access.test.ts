import { describe, expect, it } from 'vitest';
import { PERMISSIONS, hasAnyPermission, hasCompanyAccess, parseAccessList } from './access';

describe('parseAccessList', () => {
  it('splits, trims, lowercases and drops empties', () => {
    expect(parseAccessList(' Leasing, shared ,,SALE ')).toEqual(['leasing', 'shared', 'sale']);
    expect(parseAccessList('')).toEqual([]);
    expect(parseAccessList(' , ')).toEqual([]);
    expect(parseAccessList(null)).toEqual([]);
    expect(parseAccessList(undefined)).toEqual([]);
  });
});

describe('hasCompanyAccess', () => {
  it('passes when any required value is granted, case-insensitively', () => {
    expect(hasCompanyAccess('leasing', 'leasing,shared')).toBe(true);
    expect(hasCompanyAccess('sale,shared', 'leasing, Shared')).toBe(true);
    expect(hasCompanyAccess('Leasing', 'LEASING')).toBe(true);
  });

  it('fails when no required value is granted', () => {
    expect(hasCompanyAccess('sale', 'leasing,shared')).toBe(false);
    expect(hasCompanyAccess('lease', 'leasing')).toBe(false);
    expect(hasCompanyAccess('leasing', null)).toBe(false);
    expect(hasCompanyAccess('leasing', '')).toBe(false);
  });

  it('passes when nothing is required', () => {
    expect(hasCompanyAccess('', null)).toBe(true);
    expect(hasCompanyAccess(' , ', 'leasing')).toBe(true);
  });
});

describe('hasAnyPermission', () => {
  it('lists the known permissions', () => {
    expect(PERMISSIONS).toEqual(['admin', 'fleetManager', 'bikeMechanic', 'order', 'search']);
  });

  it('passes if any required permission is held', () => {
    expect(hasAnyPermission(['admin', 'fleetManager'], ['fleetManager'])).toBe(true);
    expect(hasAnyPermission(['admin'], ['order', 'search'])).toBe(false);
    expect(hasAnyPermission(['admin'], [])).toBe(false);
  });

  it('passes when nothing is required', () => {
    expect(hasAnyPermission([], [])).toBe(true);
  });
});
