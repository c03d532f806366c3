import { describe, expect, it } from 'vitest';
import { PERMISSIONS, can, canAny, hasCompanyAccess, heldPermissions, parseAccessList } from './access';

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

describe('permissions', () => {
  it('lists the known permissions', () => {
    expect(PERMISSIONS).toEqual(['admin', 'fleetManager', 'bikeMechanic', 'order', 'search']);
  });
});

describe('can', () => {
  const employee = { isAdmin: false, permission: [] };
  it('answers admin for the admin flag and for the admin permission alike', () => {
    expect(can({ isAdmin: true, permission: [] }, 'admin')).toBe(true);
    expect(can({ isAdmin: false, permission: ['admin'] }, 'admin')).toBe(true);
    expect(can({ isAdmin: false, permissions: ['admin'] }, 'admin')).toBe(true);
    expect(can(employee, 'admin')).toBe(false);
  });

  it('does not make an admin a fleet manager or a mechanic: routes name admin themselves', () => {
    expect(can({ isAdmin: true, permission: [] }, 'fleetManager')).toBe(false);
    expect(can({ permission: ['bikeMechanic'] }, 'bikeMechanic')).toBe(true);
  });

  it('answers no for nobody', () => {
    expect(can(null, 'admin')).toBe(false);
    expect(canAny(undefined, [])).toBe(false);
  });

  it('passes canAny when any is held, or when nothing is required', () => {
    expect(canAny({ isAdmin: true }, ['admin', 'order'])).toBe(true);
    expect(canAny({ permission: ['search'] }, ['order', 'fleetManager'])).toBe(false);
    expect(canAny(employee, [])).toBe(true);
  });

  it('lists what a holder has, admin first when only the flag says so', () => {
    expect(heldPermissions({ isAdmin: true, permissions: ['order'] })).toEqual(['admin', 'order']);
    expect(heldPermissions({ isAdmin: true, permissions: ['order', 'admin'] })).toEqual(['admin', 'order']);
    expect(heldPermissions({ permission: ['fleetManager', 'unknown'] })).toEqual(['fleetManager']);
  });
});
