import type { AuthUser, Permission } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { inScope, memberCompanyId, scopedCompanyId, scopeOf, type ScopeRule, type TenantScope } from './tenancy';

const ACME = 7;
function person(id: number, permission: Permission[], companyId: number | null, isAdmin = false): AuthUser {
  return {
    id,
    email: `p${id}@example.test`,
    firstname: 'P',
    lastname: String(id),
    phone: null,
    address: null,
    size: null,
    language: 'en',
    status: 'active',
    anonymousInRanking: false,
    avatarUrl: null,
    isAdmin,
    permission,
    company: companyId === null ? null : { id: companyId, name: 'Acme', conditions: [] },
  };
}

/** Every kind of signed-in person the portal has, and the scope each gets under each rule the modules use. */
const viewers = {
  adminByFlag: person(1, [], null, true),
  adminByPermission: person(2, ['admin'], null),
  adminInACompany: person(3, ['admin'], ACME),
  shopSales: person(4, ['order'], null),
  shopMechanic: person(5, ['bikeMechanic'], null),
  shopSearch: person(6, ['search'], null),
  fleetManager: person(8, ['fleetManager'], ACME),
  fleetManagerWithoutCompany: person(9, ['fleetManager'], null),
  companyOrderHolder: person(10, ['order'], ACME),
  companyMechanic: person(11, ['bikeMechanic'], ACME),
  employee: person(12, [], ACME),
  privateCustomer: person(13, [], null),
};
type Viewer = keyof typeof viewers;

const all: TenantScope = { kind: 'all' };
const acme: TenantScope = { kind: 'company', companyId: ACME };
const own = (v: Viewer): TenantScope => ({ kind: 'own', userId: viewers[v].id });

/** What every rule answers alike: admins all, a fleet manager their company, people outside any company their own. */
const common = {
  adminByFlag: all,
  adminByPermission: all,
  adminInACompany: all,
  fleetManager: acme,
  fleetManagerWithoutCompany: own('fleetManagerWithoutCompany'),
  employee: own('employee'),
  privateCustomer: own('privateCustomer'),
} satisfies Partial<Record<Viewer, TenantScope>>;

const cases: { rule: string; of: ScopeRule; expected: Record<Viewer, TenantScope> }[] = [
  {
    rule: 'default (companies, users, bills, leasing, rentals, insurance, tours)',
    of: {},
    expected: {
      ...common,
      shopSales: own('shopSales'),
      shopMechanic: own('shopMechanic'),
      shopSearch: own('shopSearch'),
      companyOrderHolder: own('companyOrderHolder'),
      companyMechanic: own('companyMechanic'),
    },
  },
  {
    rule: 'sales: order staff, company order holders',
    of: { staff: ['order'], company: ['fleetManager', 'order'] },
    expected: {
      ...common,
      shopSales: all,
      shopMechanic: own('shopMechanic'),
      shopSearch: own('shopSearch'),
      companyOrderHolder: acme,
      companyMechanic: own('companyMechanic'),
    },
  },
  {
    rule: 'workshop requests: mechanics, company order holders',
    of: { staff: ['bikeMechanic'], company: ['fleetManager', 'order'] },
    expected: {
      ...common,
      shopSales: own('shopSales'),
      shopMechanic: all,
      shopSearch: own('shopSearch'),
      companyOrderHolder: acme,
      companyMechanic: own('companyMechanic'),
    },
  },
  {
    rule: 'reservations: search and mechanics book for anyone',
    of: { staff: ['search', 'bikeMechanic'] },
    expected: {
      ...common,
      shopSales: own('shopSales'),
      shopMechanic: all,
      shopSearch: all,
      companyOrderHolder: own('companyOrderHolder'),
      companyMechanic: own('companyMechanic'),
    },
  },
  {
    rule: "events: a company's event is all its members'",
    of: { company: 'members' },
    expected: {
      ...common,
      shopSales: own('shopSales'),
      shopMechanic: own('shopMechanic'),
      shopSearch: own('shopSearch'),
      companyOrderHolder: acme,
      companyMechanic: acme,
      employee: acme,
    },
  },
];

describe('one access model: the scope each kind of person gets', () => {
  for (const c of cases)
    it(`answers every kind of viewer under the ${c.rule} rule`, () => {
      const answers = Object.fromEntries(Object.entries(viewers).map(([name, v]) => [name, scopeOf(v, c.of)]));
      expect(answers).toEqual(c.expected);
    });

  it("never lets a company's person see another company, whatever permission they hold", () => {
    for (const c of cases)
      for (const v of Object.values(viewers).filter((p) => p.company && !p.permission.includes('admin'))) {
        const scope = scopeOf(v, c.of);
        expect(scope.kind).not.toBe('all');
        expect(inScope(scope, { companyId: ACME + 1, userId: null })).toBe(false);
      }
  });
});

describe('a record against a scope', () => {
  it('is inside when all, its company, or its owner', () => {
    expect(inScope(all, { companyId: null })).toBe(true);
    expect(inScope(acme, { companyId: ACME })).toBe(true);
    expect(inScope(acme, { companyId: null, userId: 12 })).toBe(false);
    expect(inScope(own('employee'), { companyId: ACME, userId: 12 })).toBe(true);
    // A record kind without an owner (a box, a company) is nobody's own.
    expect(inScope(own('employee'), { companyId: ACME })).toBe(false);
  });
});

describe('a company-wide screen (fleet calendar, statistics)', () => {
  const status = (run: () => unknown) => {
    try {
      run();
      return 200;
    } catch (error) {
      return error instanceof AppError ? error.statusCode : 500;
    }
  };
  it("shows the fleet manager's company, the one an admin names, and nothing to anyone else", () => {
    expect(scopedCompanyId(acme, undefined)).toBe(ACME);
    expect(scopedCompanyId(acme, ACME)).toBe(ACME);
    expect(status(() => scopedCompanyId(acme, ACME + 1))).toBe(404);
    expect(scopedCompanyId(all, 42)).toBe(42);
    expect(status(() => scopedCompanyId(all, undefined))).toBe(422);
    expect(status(() => scopedCompanyId(own('fleetManagerWithoutCompany'), undefined))).toBe(404);
  });

  it("refuses what only a company's people do to someone outside any company", () => {
    expect(memberCompanyId(viewers.employee)).toBe(ACME);
    expect(status(() => memberCompanyId(viewers.privateCustomer))).toBe(403);
  });
});
