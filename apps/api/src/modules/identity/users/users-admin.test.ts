import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { type TestClient } from '../../../test/harness';
import { sheetRows } from '../../../test/fixtures';

const t = useDemoApp();
let admin: TestClient;
let fleetAcme: TestClient;
/** Acme's demo users: the personas and the colleagues who ride the other bikes (decision 097), by e-mail. */
const ACME_USERS = [
  'amelie.martin@acme.test',
  'bruno.lambert@acme.test',
  'chloe.dubois@acme.test',
  'david.peeters@acme.test',
  'elise.renard@acme.test',
  'employee@acme.test',
  'farid.haddad@acme.test',
  'fleet@acme.test',
  'inactive@acme.test',
  'invited@acme.test',
];
let fleetGlobex: TestClient;
let employee: TestClient;
const companies: Record<string, number> = {};
const users: Record<string, number> = {};

const as = async (email: string) => {
  const client = t.client();
  await client.login(email);
  return client;
};
const PASSWORD = 'Nouveau-velo-7';
const emails = (res: { body: { data: { email: string }[] } }) => res.body.data.map((u) => u.email);
/** The last mail to `to`, once the due jobs have run (the client runs them after each change; this makes it explicit). */
const mailTo = async (to: string) => {
  await t.drainJobs();
  const mail = t.inbox.findLast((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
};

beforeAll(async () => {
  [admin, fleetAcme, fleetGlobex, employee] = await Promise.all(
    ['admin@veloport.test', 'fleet@acme.test', 'fleet@globex.test', 'employee@acme.test'].map(as),
  );
  for (const c of (await admin.get('/api/companies/list/minimal')).body.data) companies[c.name] = c.id;
  for (const u of (await admin.get('/api/users?perPage=100')).body.data) users[u.email] = u.id;
});

const newUser = (extra: Record<string, unknown> = {}) => ({
  firstname: 'Nora',
  lastname: 'Nouvelle',
  email: 'nora@acme.test',
  phone: '+32 470 11 22 33',
  address: 'Rue du Pont 4, 4000 Liège',
  size: 168,
  language: 'nl',
  contactType: 'billing_copy',
  anonymousInRanking: true,
  ...extra,
});

describe('listing users', () => {
  it('shows an admin everyone, with company, permissions and whether the invitation is pending', async () => {
    const res = await admin.get('/api/users?perPage=100');
    expect(res.status).toBe(200);
    expect(emails(res)).toEqual(
      expect.arrayContaining(['admin@veloport.test', 'employee@globex.test', 'private@example.com', 'inactive@initech.test']),
    );
    expect(res.body.data.find((u: { email: string }) => u.email === 'invited@acme.test')).toMatchObject({
      company: { id: companies.Acme, name: 'Acme' },
      invitationPending: true,
      status: 'active',
    });
    expect(res.body.data.find((u: { email: string }) => u.email === 'fleet@acme.test')).toMatchObject({
      permissions: ['fleetManager'],
      language: 'nl',
      invitationPending: false,
    });
  });

  it('shows a fleet manager their own company only, whatever filter they send', async () => {
    expect(emails(await fleetAcme.get('/api/users')).sort()).toEqual(ACME_USERS);
    expect((await fleetAcme.get(`/api/users?companyId=${companies.Globex}`)).body).toEqual({
      data: [],
      meta: { page: 1, perPage: 25, total: 0 },
    });
    expect(emails(await fleetGlobex.get('/api/users')).sort()).toEqual([
      'employee@globex.test',
      'fleet@globex.test',
      'jan.devos@globex.test',
      'lotte.maes@globex.test',
      'tom.claes@globex.test',
    ]);
  });

  it('searches names and e-mails and filters by company, status and permission', async () => {
    expect(emails(await admin.get('/api/users?q=iris inact'))).toEqual(['inactive@acme.test']);
    expect(emails(await admin.get(`/api/users?companyId=${companies.Acme}&status=inactive`))).toEqual(['inactive@acme.test']);
    expect(emails(await admin.get('/api/users?permission=fleetManager')).sort()).toEqual(['fleet@acme.test', 'fleet@globex.test']);
    expect(emails(await admin.get('/api/users?permission=admin'))).toEqual(['admin@veloport.test']);
  });

  it('sorts by last name, e-mail or creation, both ways, and pages', async () => {
    const byEmail = emails(await fleetAcme.get('/api/users?sort=email&order=desc'));
    expect(byEmail).toEqual([...byEmail].sort().reverse());
    const page2 = await fleetAcme.get('/api/users?sort=email&perPage=3&page=2');
    expect(page2.body.meta).toEqual({ page: 2, perPage: 3, total: ACME_USERS.length });
    expect(emails(page2)).toEqual([...byEmail].sort().slice(3, 6));
    expect((await admin.get('/api/users?sort=password')).body.error.fields).toEqual({ sort: 'invalid' });
  });

  it('downloads the fleet manager’s users as CSV in their language, nobody else’s', async () => {
    const res = await fleetAcme.get('/api/users?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.raw
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('ID;Naam;Voornaam;E-mail;Telefoon;Bedrijf;Status;Taal;Rechten;Soort contact;Aangemaakt op');
    expect(lines).toHaveLength(ACME_USERS.length + 1);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(';')[3])
        .sort(),
    ).toEqual(ACME_USERS);
    expect(lines.find((l) => l.includes('fleet@acme.test'))).toMatch(
      /;Fleet;Fiona;fleet@acme\.test;[^;]*;Acme;Actief;Nederlands;Wagenparkbeheerder;Geen contactpersoon;\d{2}\/\d{2}\/\d{4}$/,
    );
    expect(lines.find((l) => l.includes('inactive@acme.test'))).toContain(';Inactief;');
    expect(res.raw).not.toContain('globex');
  });

  it('downloads the same users as an XLSX workbook', async () => {
    const res = await fleetAcme.get('/api/users?format=xlsx');
    expect(res.status).toBe(200);
    const [header, ...rows] = await sheetRows(res.bytes);
    expect(header![3]).toBe('E-mail');
    expect(header![6]).toBe('Status');
    expect(rows.map((r) => r[6])).toContain('Actief');
    expect(rows.map((r) => r[3]).sort()).toEqual(ACME_USERS);
  });

  it('refuses employees with 403', async () => {
    expect((await employee.get('/api/users')).status).toBe(403);
    expect((await employee.get('/api/users?format=csv')).status).toBe(403);
  });
});

describe('reading a user', () => {
  it('answers every field to the admin and the company’s fleet manager', async () => {
    for (const client of [admin, fleetAcme]) {
      const res = await client.get(`/api/users/${users['employee@acme.test']}`);
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({
        email: 'employee@acme.test',
        firstname: 'Emile',
        company: { name: 'Acme' },
        size: null,
        anonymousInRanking: false,
        stockLocationId: null,
        avatarUrl: null,
      });
      expect(res.raw).not.toMatch(/argon2|passwordHash/);
    }
  });

  it('answers 404 for another company’s user, an admin, or a private customer', async () => {
    for (const email of ['employee@globex.test', 'admin@veloport.test', 'private@example.com']) {
      expect((await fleetAcme.get(`/api/users/${users[email]}`)).status).toBe(404);
    }
    expect((await employee.get(`/api/users/${users['employee@acme.test']}`)).status).toBe(403);
  });
});

describe('creating a user', () => {
  it('lets an admin create a user of any company with permissions; the invitation lets them choose a password and sign in', async () => {
    const res = await admin.post(
      '/api/users',
      newUser({
        email: 'Staff.New@Veloport.test',
        companyId: null,
        permissions: ['bikeMechanic', 'order'],
        stockLocationId: 2,
        language: 'en',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.invitationSent).toBe(true);
    expect(res.body.user).toMatchObject({
      email: 'staff.new@veloport.test',
      permissions: ['bikeMechanic', 'order'],
      stockLocationId: 2,
      company: null,
      invitationPending: true,
      status: 'active',
      size: 168,
      contactType: 'billing_copy',
      anonymousInRanking: true,
    });

    const mail = await mailTo('staff.new@veloport.test');
    expect(mail.subject).toBe('Veloport: choose your password');
    expect(mail.link).toMatch(/^http:\/\/portal\.test\/en\/set-password\?email=staff\.new%40veloport\.test&token=[A-Za-z0-9_-]{40,}$/);
    const token = new URL(mail.link!).searchParams.get('token')!;

    const invited = t.client();
    const set = await invited.post('/api/auth/set-password', {
      email: 'staff.new@veloport.test',
      token,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
    });
    expect(set.status).toBe(200);
    expect((await invited.get('/api/auth/check')).body.user).toMatchObject({
      email: 'staff.new@veloport.test',
      permission: ['bikeMechanic', 'order'],
    });
    expect((await t.client().post('/api/auth/login', { email: 'staff.new@veloport.test', password: PASSWORD })).status).toBe(200);
    expect((await admin.get(`/api/users/${res.body.user.id}`)).body.user.invitationPending).toBe(false);
  });

  it('puts a fleet manager’s new user in their company, records it, and sends the invitation in the user’s language', async () => {
    const res = await fleetAcme.post('/api/users', newUser());
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email: 'nora@acme.test',
      company: { id: companies.Acme, name: 'Acme' },
      permissions: [],
      isAdmin: false,
      language: 'nl',
    });
    // The invitation names who invites and for which company, so the person knows it is expected (issue 25, point 12).
    const invitation = await mailTo('nora@acme.test');
    expect(invitation.subject).toBe('Veloport: Fiona Fleet nodigt je uit voor Acme');
    expect(invitation.text).toContain('Fiona Fleet heeft een Veloport-account voor je aangemaakt bij Acme');
    const [row] = (await fleetAcme.get(`/api/users/${res.body.user.id}/history`)).body.data;
    expect(row).toMatchObject({
      action: 'user.created',
      actor: { name: 'Fiona Fleet' },
      before: null,
      after: { email: 'nora@acme.test', companyId: companies.Acme },
    });
    expect(JSON.stringify(row)).not.toMatch(/passwordHash|argon2/);
  });

  it('accepts admin-only fields from a fleet manager only when they change nothing', async () => {
    const res = await fleetAcme.post(
      '/api/users',
      newUser({ email: 'echo@acme.test', permissions: [], isAdmin: false, companyId: companies.Acme, stockLocationId: null }),
    );
    expect(res.status).toBe(201);
  });

  it.each([
    ['permissions', { permissions: ['fleetManager'] }],
    ['isAdmin', { isAdmin: true }],
    ['companyId', { companyId: 0 }],
    ['stockLocationId', { stockLocationId: 1 }],
  ])('refuses a fleet manager setting %s with 403 admin_only and creates nobody', async (field, patch) => {
    const email = `refused-${field.toLowerCase()}@acme.test`;
    const body = field === 'companyId' ? newUser({ email, companyId: companies.Globex }) : newUser({ email, ...patch });
    const res = await fleetAcme.post('/api/users', body);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'forbidden', fields: { [field]: 'admin_only' } });
    expect(emails(await admin.get(`/api/users?q=${email}`))).toEqual([]);
    expect(t.inbox.some((m) => m.to === email)).toBe(false);
  });

  it.each([
    [{ email: 'not-an-email' }, { email: 'invalid_email' }],
    [{ size: 79 }, { size: 'too_small' }],
    [
      { language: 'de', firstname: '' },
      { language: 'invalid', firstname: 'required' },
    ],
    [{ permissions: ['root'] }, { 'permissions.0': 'invalid' }],
    [{ status: 'banned' }, { status: 'invalid' }],
    [{ contactType: 'boss' }, { contactType: 'invalid' }],
  ])('refuses %o with 422 and creates nobody', async (patch, fields) => {
    const before = (await admin.get('/api/users')).body.meta.total;
    const res = await admin.post('/api/users', newUser({ email: 'bad-payload@acme.test', ...patch }));
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(fields);
    expect((await admin.get('/api/users')).body.meta.total).toBe(before);
  });

  it('refuses a company or stock location that does not exist with unknown', async () => {
    const res = await admin.post('/api/users', newUser({ email: 'ghost-refs@acme.test', companyId: 99999, stockLocationId: 99 }));
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ companyId: 'unknown', stockLocationId: 'unknown' });
  });

  it('refuses an e-mail that already has an account with 409 email_taken', async () => {
    const res = await fleetAcme.post('/api/users', newUser({ email: 'EMPLOYEE@acme.test' }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'email_taken', fields: { email: 'email_taken' } });
  });

  it('refuses employees with 403', async () => {
    expect((await employee.post('/api/users', newUser({ email: 'by-employee@acme.test' }))).status).toBe(403);
  });

  it('sends the invitation again on request, until the user has a password', async () => {
    const before = t.inbox.filter((m) => m.to === 'invited@acme.test').length;
    expect((await fleetAcme.post(`/api/users/${users['invited@acme.test']}/invitation`)).status).toBe(204);
    await mailTo('invited@acme.test');
    expect(t.inbox.filter((m) => m.to === 'invited@acme.test')).toHaveLength(before + 1);
    const again = await fleetAcme.post(`/api/users/${users['employee@acme.test']}/invitation`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('password_already_set');
    expect((await fleetGlobex.post(`/api/users/${users['invited@acme.test']}/invitation`)).status).toBe(404);
  });
});

describe('updating a user', () => {
  const current = async (client: TestClient, email: string) => {
    const { user } = (await client.get(`/api/users/${users[email]}`)).body;
    return {
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      phone: user.phone,
      address: user.address,
      size: user.size,
      language: user.language,
      contactType: user.contactType,
      anonymousInRanking: user.anonymousInRanking,
      permissions: user.permissions,
      companyId: user.company?.id ?? null,
      stockLocationId: user.stockLocationId,
    };
  };

  it('lets the fleet manager change their user’s fields (echoing admin-only ones unchanged), recorded with before and after', async () => {
    const body = await current(fleetGlobex, 'employee@globex.test');
    const res = await fleetGlobex.put(`/api/users/${users['employee@globex.test']}`, {
      ...body,
      firstname: 'Gretel',
      size: 175,
      contactType: 'contact',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ firstname: 'Gretel', size: 175, contactType: 'contact', company: { name: 'Globex' } });
    const [row] = (await admin.get(`/api/users/${users['employee@globex.test']}/history`)).body.data;
    expect(row).toMatchObject({ action: 'user.updated', actor: { name: 'Gustave Globex' }, at: expect.any(String) });
    expect(row.changes).toEqual(
      expect.arrayContaining([
        { field: 'firstname', before: 'Greta', after: 'Gretel' },
        { field: 'sizeCm', before: null, after: 175 },
      ]),
    );
  });

  it('refuses a fleet manager making their user a fleet manager, and changes nothing', async () => {
    const body = await current(fleetAcme, 'employee@acme.test');
    const res = await fleetAcme.put(`/api/users/${users['employee@acme.test']}`, {
      ...body,
      firstname: 'Promoted',
      permissions: ['fleetManager'],
    });
    expect(res.status).toBe(403);
    expect(res.body.error.fields).toEqual({ permissions: 'admin_only' });
    expect((await admin.get(`/api/users/${users['employee@acme.test']}`)).body.user).toMatchObject({ firstname: 'Emile', permissions: [] });
  });

  it('lets an admin move a user and grant permissions; the session sees them at the next request', async () => {
    const body = await current(admin, 'employee@acme.test');
    const res = await admin.put(`/api/users/${users['employee@acme.test']}`, { ...body, permissions: ['fleetManager'] });
    expect(res.body.user.permissions).toEqual(['fleetManager']);
    expect((await employee.get('/api/auth/me')).body.user.permission).toEqual(['fleetManager']);
    await admin.put(`/api/users/${users['employee@acme.test']}`, { ...body, permissions: [] });
  });

  it('refuses bad input with 422, a taken e-mail with 409, and changes nothing', async () => {
    const body = await current(admin, 'employee@globex.test');
    expect((await admin.put(`/api/users/${users['employee@globex.test']}`, { ...body, size: 300 })).body.error.fields).toEqual({
      size: 'too_big',
    });
    const taken = await admin.put(`/api/users/${users['employee@globex.test']}`, { ...body, email: 'fleet@globex.test' });
    expect(taken.status).toBe(409);
    expect((await admin.get(`/api/users/${users['employee@globex.test']}`)).body.user.email).toBe('employee@globex.test');
  });

  it('answers 404 to another company’s fleet manager', async () => {
    const body = await current(admin, 'employee@acme.test');
    expect((await fleetGlobex.put(`/api/users/${users['employee@acme.test']}`, body)).status).toBe(404);
  });
});

describe('deactivating and reactivating', () => {
  it('ends the user’s sessions at once and refuses their sign-in until reactivated, with history', async () => {
    const victim = await as('employee@globex.test');
    const res = await fleetGlobex.post(`/api/users/${users['employee@globex.test']}/deactivate`);
    expect(res.status).toBe(200);
    expect(res.body.user.status).toBe('inactive');
    expect((await victim.get('/api/auth/check')).body.authenticated).toBe(false);
    const login = await t.client().post('/api/auth/login', { email: 'employee@globex.test', password: 'Velo-demo-2026' });
    expect(login.body.error.code).toBe('user_inactive');

    expect((await fleetGlobex.post(`/api/users/${users['employee@globex.test']}/deactivate`)).status).toBe(409);
    expect((await fleetGlobex.post(`/api/users/${users['employee@globex.test']}/reactivate`)).body.user.status).toBe('active');
    expect((await t.client().post('/api/auth/login', { email: 'employee@globex.test', password: 'Velo-demo-2026' })).status).toBe(200);

    const history = (await fleetGlobex.get(`/api/users/${users['employee@globex.test']}/history`)).body.data;
    expect(history.slice(0, 2)).toMatchObject([
      { action: 'user.reactivated', actor: { name: 'Gustave Globex' }, before: { status: 'inactive' }, after: { status: 'active' } },
      { action: 'user.deactivated', actor: { name: 'Gustave Globex' }, before: { status: 'active' }, after: { status: 'inactive' } },
    ]);
  });

  it('refuses deactivating oneself with 409, another company’s user with 404, and employees with 403', async () => {
    const self = await admin.post(`/api/users/${users['admin@veloport.test']}/deactivate`);
    expect(self.status).toBe(409);
    expect(self.body.error.code).toBe('cannot_deactivate_self');
    // A fleet manager holds a permission: only an admin may switch their account off, even themselves.
    const fleetSelf = await fleetAcme.post(`/api/users/${users['fleet@acme.test']}/deactivate`);
    expect(fleetSelf.status).toBe(403);
    expect(fleetSelf.body.error.code).toBe('staff_user_protected');
    expect((await fleetAcme.post(`/api/users/${users['fleet@globex.test']}/deactivate`)).status).toBe(404);
    expect((await employee.post(`/api/users/${users['fleet@acme.test']}/deactivate`)).status).toBe(403);
    expect((await t.client().post('/api/auth/login', { email: 'fleet@globex.test', password: 'Velo-demo-2026' })).status).toBe(200);
  });

  it('shows a user’s history only to admins and the company’s fleet manager', async () => {
    expect((await fleetGlobex.get(`/api/users/${users['employee@acme.test']}/history`)).status).toBe(404);
    expect((await employee.get(`/api/users/${users['employee@acme.test']}/history`)).status).toBe(403);
  });
});
