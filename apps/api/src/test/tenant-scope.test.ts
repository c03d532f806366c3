import { canAny, type AuthUser } from '@veloport/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/identity/identity.table';
import { EVENT_SCOPE } from '../modules/content/events/events.service';
import { ASSISTANCE_SCOPE } from '../modules/sharing/assistance/assistance.service';
import { BOX_SCOPE } from '../modules/sharing/boxes/boxes.service';
import { RESERVATION_SCOPE } from '../modules/sharing/reservations.service';
import { SALES_SCOPE } from '../modules/sales/sales.scope';
import { FLEET_SCOPE } from '../modules/stock/fleet/fleet-bikes.routes';
import { REQUEST_SCOPE } from '../modules/workshop/requests/maintenance-requests.service';
import { inScope, scopeOf, type ScopeRule } from '../platform/tenancy';
import type { TestClient } from './harness';
import { useDemoApp } from './demo-app';

/**
 * Decision 068 through HTTP: every list and detail that filters by tenant answers exactly what `scopeOf` says, for every
 * kind of signed-in person. A module that grows its own idea of "whose records" (a second scope) fails here.
 */
type Row = Record<string, any>;
type Owned = { companyId: number | null; userId?: number | null };
type Endpoint = {
  list: string;
  detail: (id: number) => string;
  rule: ScopeRule;
  of: (row: Row) => Owned;
  /** Rows every signed-in person sees whatever their scope (everyone's events). */
  everyone?: (row: Row) => boolean;
};

const ref = (r: { id: number } | null | undefined) => r?.id ?? null;
const endpoints: Endpoint[] = [
  { list: '/api/companies', detail: (id) => `/api/companies/${id}`, rule: {}, of: (r) => ({ companyId: r.id }) },
  { list: '/api/users', detail: (id) => `/api/users/${id}`, rule: {}, of: (r) => ({ companyId: ref(r.company) }) },
  {
    list: '/api/bills',
    detail: (id) => `/api/bills/${id}`,
    rule: {},
    of: (r) => ({ companyId: ref(r.company), userId: r.customer.kind === 'person' ? r.customer.id : null }),
  },
  {
    list: '/api/leasing/contracts',
    detail: (id) => `/api/leasing/contracts/${id}`,
    rule: {},
    of: (r) => ({ companyId: ref(r.company), userId: ref(r.user) }),
  },
  {
    list: '/api/offers',
    detail: (id) => `/api/offers/${id}`,
    rule: SALES_SCOPE,
    of: (r) => ({ companyId: ref(r.company), userId: ref(r.user) }),
  },
  {
    list: '/api/orders',
    detail: (id) => `/api/orders/${id}`,
    rule: SALES_SCOPE,
    of: (r) => ({ companyId: ref(r.company), userId: ref(r.user) }),
  },
  {
    list: '/api/maintenance-requests',
    detail: (id) => `/api/maintenance-requests/${id}`,
    rule: REQUEST_SCOPE,
    of: (r) => ({ companyId: ref(r.company), userId: ref(r.customer) }),
  },
  {
    list: '/api/reservations',
    detail: (id) => `/api/reservations/${id}`,
    rule: RESERVATION_SCOPE,
    of: (r) => ({ companyId: ref(r.company), userId: ref(r.user) }),
  },
  {
    list: '/api/assistance-reports',
    detail: (id) => `/api/assistance-reports/${id}`,
    rule: ASSISTANCE_SCOPE,
    of: (r) => ({ companyId: ref(r.company), userId: ref(r.reporter) }),
  },
  { list: '/api/bike-rentals', detail: (id) => `/api/bike-rentals/${id}`, rule: {}, of: (r) => ({ companyId: ref(r.company) }) },
  { list: '/api/boxes', detail: (id) => `/api/boxes/${id}`, rule: BOX_SCOPE, of: (r) => ({ companyId: ref(r.company) }) },
  {
    list: '/api/insurance-follow-ups',
    detail: (id) => `/api/insurance-follow-ups/${id}`,
    rule: {},
    of: (r) => ({ companyId: ref(r.company) }),
  },
  { list: '/api/external-bikes', detail: (id) => `/api/external-bikes/${id}`, rule: {}, of: (r) => ({ companyId: ref(r.company) }) },
  { list: '/api/fleet/bikes', detail: (id) => `/api/fleet/bikes/${id}`, rule: FLEET_SCOPE, of: (r) => ({ companyId: ref(r.company) }) },
  { list: '/api/tours', detail: (id) => `/api/tours/${id}`, rule: {}, of: (r) => ({ companyId: null, userId: ref(r.mechanic) }) },
  {
    list: '/api/events',
    detail: (id) => `/api/events/${id}`,
    rule: EVENT_SCOPE,
    of: (r) => ({ companyId: ref(r.company) }),
    everyone: (r) => r.company === null,
  },
];

const t = useDemoApp();
const viewers: { who: string; client: TestClient; user: AuthUser }[] = [];
let admin: TestClient;

beforeAll(async () => {
  // Two people no demo account is: a fleet manager whose company was removed, and a company's employee holding a
  // shop permission (which never opens other companies' records, decision 068).
  const [anne] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'admin@veloport.test'));
  const acme = (await signIn('fleet@acme.test')).user.company!.id;
  await t.db.insert(users).values([
    {
      email: 'orphan-fleet@veloport.test',
      passwordHash: anne!.hash,
      firstname: 'Olga',
      lastname: 'Orphan',
      permissions: ['fleetManager'],
      language: 'en',
    },
    {
      email: 'acme-mechanic@acme.test',
      passwordHash: anne!.hash,
      firstname: 'Mika',
      lastname: 'Acme',
      permissions: ['bikeMechanic', 'order'],
      companyId: acme,
      language: 'en',
    },
  ]);
  for (const email of [
    'admin@veloport.test',
    'sales@veloport.test',
    'mechanic@veloport.test',
    'fleet@acme.test',
    'fleet@globex.test',
    'employee@acme.test',
    'private@example.com',
    'orphan-fleet@veloport.test',
    'acme-mechanic@acme.test',
  ])
    viewers.push({ who: email, ...(await signIn(email)) });
  admin = viewers[0]!.client;
});

async function signIn(email: string) {
  const client = t.client();
  const res = await client.post('/api/auth/login', { email, password: 'Velo-demo-2026' });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.raw}`);
  return { client, user: res.body.user as AuthUser };
}

/** The permissions a route declares (none: any signed-in person). */
function declared(url: string) {
  const route = t.app.declaredRoutes.find((r) => r.method === 'GET' && r.url === url);
  if (!route || !('auth' in route.access)) throw new Error(`no signed-in route GET ${url}`);
  return route.access.permission ?? [];
}

const page = async (client: TestClient, url: string) => {
  const res = await client.get(`${url}?perPage=100`);
  return { status: res.status, rows: (res.body?.data ?? []) as Row[], total: res.body?.meta?.total as number | undefined };
};

describe('every scoped list and detail follows the one scope (decision 068)', () => {
  for (const e of endpoints)
    it(`${e.list}: each kind of viewer sees exactly their scope, and another's record is 404`, async () => {
      const permissions = declared(e.list);
      const everything = await page(admin, e.list);
      expect(everything.status).toBe(200);
      for (const { who, client, user } of viewers) {
        const seen = await page(client, e.list);
        if (!canAny(user, permissions)) {
          // The route's declared roles refuse first (403); the scope never gets asked.
          expect({ who, status: seen.status }).toEqual({ who, status: 403 });
          continue;
        }
        expect({ who, status: seen.status }).toEqual({ who, status: 200 });
        const scope = scopeOf(user, e.rule);
        const visible = (r: Row) => e.everyone?.(r) || inScope(scope, e.of(r));
        for (const row of seen.rows) expect({ who, row: row.id, visible: visible(row) }).toEqual({ who, row: row.id, visible: true });
        if (scope.kind === 'all') expect({ who, total: seen.total }).toEqual({ who, total: everything.total });
        const hidden = everything.rows.find((r) => !visible(r));
        if (hidden) expect({ who, detail: (await client.get(e.detail(hidden.id))).status }).toEqual({ who, detail: 404 });
        const shown = seen.rows[0];
        if (shown) expect({ who, detail: (await client.get(e.detail(shown.id))).status }).toEqual({ who, detail: 200 });
      }
    });
});
