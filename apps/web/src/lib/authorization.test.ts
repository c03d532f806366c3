import { describe, expect, it } from 'vitest';
import { canAccess } from '@/lib/authorization';
import { makeUser } from '@/test/mock-api';

const acme = { id: 1, name: 'Acme', conditions: [{ access: 'leasing' }] };

describe('canAccess: the shop staff rule (decision 021)', () => {
  const rule = { permission: ['admin', 'order'] as const, shopStaff: true };
  it('lets the shop’s sales staff and admins in', () => {
    expect(canAccess(makeUser({ permission: ['order'] }), rule)).toBe(true);
    expect(canAccess(makeUser({ isAdmin: true, permission: ['admin'], company: acme }), rule)).toBe(true);
  });
  it('keeps out a company’s user holding the same permission, whom the API refuses', () => {
    expect(canAccess(makeUser({ permission: ['order'], company: acme }), rule)).toBe(false);
    expect(canAccess(makeUser({ permission: ['order'], company: acme }), { permission: ['admin', 'order'] })).toBe(true);
  });
});
