import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit.table';
import { createTestApp, type TestClient } from '../../test/harness';
import { passwordTokens } from './identity.table';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
let fleetAcme: TestClient;
const ids: Record<string, number> = {};
const DEMO = 'Velo-demo-2026';

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('admin@veloport.test');
  fleetAcme = t.client();
  await fleetAcme.login('fleet@acme.test');
  for (const u of (await admin.get('/api/users?perPage=100')).body.data) ids[u.email] = u.id;
});
afterAll(() => t.close());

const mailsTo = (email: string) => t.inbox.filter((m) => m.to === email);
const editable = async (client: TestClient, id: number) => {
  const { user } = (await client.get(`/api/users/${id}`)).body;
  return {
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone,
    address: user.address,
    size: user.size,
    language: user.language,
    contactType: user.contactType,
    anonymousInRanking: user.anonymousInRanking,
  };
};

/** An Acme user holding staff permissions, as in issue 10: created by an admin, with a password. */
async function acmeStaff(email: string) {
  const companyId = (await admin.get(`/api/users/${ids['employee@acme.test']}`)).body.user.company.id;
  const created = await admin.post('/api/users', {
    email,
    firstname: 'Sam',
    lastname: 'Staff',
    language: 'en',
    permissions: ['order', 'bikeMechanic'],
    companyId,
  });
  expect(created.status).toBe(201);
  const link = mailsTo(email).at(-1)!.link!;
  const token = new URL(link).searchParams.get('token')!;
  expect((await t.client().post('/api/auth/set-password', { email, token, password: DEMO, passwordConfirmation: DEMO })).status).toBe(200);
  return created.body.user.id as number;
}

describe('a fleet manager and the staff of their company', () => {
  it('refuses to let a fleet manager edit a user holding staff permissions, 403 staff_user_protected, and changes nothing', async () => {
    const id = await acmeStaff('staff@acme.test');
    const body = await editable(admin, id);
    const res = await fleetAcme.put(`/api/users/${id}`, { ...body, email: 'attacker@outside.test' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('staff_user_protected');
    expect((await fleetAcme.post(`/api/users/${id}/deactivate`)).body.error.code).toBe('staff_user_protected');
    expect((await admin.get(`/api/users/${id}`)).body.user).toMatchObject({
      email: 'staff@acme.test',
      status: 'active',
      pendingEmail: null,
    });
    expect(mailsTo('attacker@outside.test')).toHaveLength(0);
    // The forgot-password of the takeover finds no account at the outside address.
    expect((await t.client().post('/api/auth/forgot-password', { email: 'attacker@outside.test', locale: 'en' })).status).toBe(404);
  });

  it('still lets the fleet manager edit a plain employee', async () => {
    const body = await editable(fleetAcme, ids['employee@acme.test']!);
    const res = await fleetAcme.put(`/api/users/${ids['employee@acme.test']}`, { ...body, phone: '+32 470 00 00 01' });
    expect(res.status).toBe(200);
  });
});

describe('changing an e-mail address', () => {
  it('keeps the old address until the new one follows its link, and tells the old one', async () => {
    const id = ids['employee@acme.test']!;
    const body = await editable(fleetAcme, id);
    const res = await fleetAcme.put(`/api/users/${id}`, { ...body, email: 'Elsewhere@Outside.test' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'employee@acme.test', pendingEmail: 'elsewhere@outside.test' });

    // Nothing has moved yet: sign-in and reset links still belong to the old address.
    expect((await t.client().post('/api/auth/login', { email: 'employee@acme.test', password: DEMO })).status).toBe(200);
    expect((await t.client().post('/api/auth/login', { email: 'elsewhere@outside.test', password: DEMO })).status).toBe(404);
    expect((await t.client().post('/api/auth/forgot-password', { email: 'elsewhere@outside.test', locale: 'fr' })).status).toBe(404);

    const notice = mailsTo('employee@acme.test').at(-1)!;
    expect(notice.subject).toBe('Veloport : changement d’adresse e-mail demandé');
    expect(notice.text).toContain('elsewhere@outside.test');
    const confirm = mailsTo('elsewhere@outside.test').at(-1)!;
    expect(confirm.subject).toBe('Veloport : confirmez votre nouvelle adresse e-mail');
    const token = confirm.link!.split('/fr/confirm-email/')[1]!;

    const done = await t.client().post('/api/auth/confirm-email', { token });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ outcome: 'email_changed', email: 'elsewhere@outside.test' });
    expect((await t.client().post('/api/auth/login', { email: 'elsewhere@outside.test', password: DEMO })).status).toBe(200);
    expect((await t.client().post('/api/auth/login', { email: 'employee@acme.test', password: DEMO })).status).toBe(404);
    expect((await t.client().post('/api/auth/confirm-email', { token })).body.error.code).toBe('token_invalid');

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['user.email_change_requested', 'user.email_changed']));
  });

  it('applies the same rule to an admin, in the user’s language', async () => {
    const id = ids['private@example.com']!;
    const body = await editable(admin, id);
    expect((await admin.put(`/api/users/${id}`, { ...body, language: 'nl', email: 'new-private@example.com' })).body.user).toMatchObject({
      email: 'private@example.com',
      pendingEmail: 'new-private@example.com',
    });
    expect(mailsTo('private@example.com').at(-1)!.subject).toBe('Veloport: wijziging van e-mailadres aangevraagd');
    expect(mailsTo('new-private@example.com').at(-1)!.subject).toBe('Veloport: bevestig je nieuwe e-mailadres');
    // Saving the form again (it echoes the current address) neither cancels nor re-sends.
    const count = t.inbox.length;
    expect((await admin.put(`/api/users/${id}`, { ...body, language: 'nl' })).body.user.pendingEmail).toBe('new-private@example.com');
    expect(t.inbox).toHaveLength(count);
  });

  it('refuses an expired link and one whose address was taken meanwhile', async () => {
    const id = ids['employee@globex.test']!;
    const body = await editable(admin, id);
    await admin.put(`/api/users/${id}`, { ...body, email: 'late@example.com' });
    const token = mailsTo('late@example.com').at(-1)!.link!.split('/confirm-email/')[1]!;
    // Someone signs up with the address while the link waits.
    const pw = 'Nouveau-velo-7';
    expect(
      (
        await t.client().post('/api/auth/register', {
          firstname: 'L',
          lastname: 'Ate',
          email: 'late@example.com',
          password: pw,
          passwordConfirmation: pw,
        })
      ).status,
    ).toBe(201);
    const taken = await t.client().post('/api/auth/confirm-email', { token });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('email_taken');

    await admin.put(`/api/users/${id}`, { ...body, email: 'later@example.com' });
    const token2 = mailsTo('later@example.com').at(-1)!.link!.split('/confirm-email/')[1]!;
    await t.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.purpose, 'email'));
    const expired = await t.client().post('/api/auth/confirm-email', { token: token2 });
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('token_invalid');
    expect((await admin.get(`/api/users/${id}`)).body.user.email).toBe('employee@globex.test');
  });
});
