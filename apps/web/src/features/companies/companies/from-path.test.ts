import { describe, expect, it } from 'vitest';
import { currentFrom, fromPath } from '@/features/companies/companies/from-path';

describe('fromPath', () => {
  it.each([
    ['dashboard/companies/contacts', '/en/dashboard/companies/contacts'],
    ['dashboard/companies/12?tab=contacts', '/en/dashboard/companies/12?tab=contacts'],
    ['/fr/dashboard/companies/list', '/en/dashboard/companies/list'],
    ['dashboard', '/en/dashboard'],
  ])('follows the in-app path %s', (from, expected) => {
    expect(fromPath(from, 'en')).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    'javascript:alert(1)',
    'dashboard/../../x',
    'dashboard\\evil',
    'error/404',
    'dashboard//x',
  ])('refuses %s', (from) => {
    expect(fromPath(from, 'en')).toBeNull();
  });
});

describe('currentFrom', () => {
  it('drops the locale and keeps the query', () => {
    expect(currentFrom('/nl/dashboard/companies/3', '?tab=contacts')).toBe('dashboard/companies/3?tab=contacts');
  });
});
