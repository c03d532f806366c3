import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit.table';
import { useDemoApp } from '../../../test/demo-app';
import { type TestClient } from '../../../test/harness';
import { passwordTokens } from '../identity.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const ids: Record<string, number> = {};
const DEMO = 'Velo-demo-2026';

beforeAll(async () => {
  for (const u of (await admin.get('/api/users?perPage=100')).body.data) ids[u.email] = u.id;
});

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
  const link = t.mailsTo(email).at(-1)!.link!;
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
    expect(t.mailsTo('attacker@outside.test')).toHaveLength(0);
    // The forgot-password of the takeover finds no account at the outside address.
    expect((await t.client().post('/api/auth/forgot-password', { email: 'attacker@outside.test', locale: 'en' })).status).toBe(404);
  });

  it('still lets the fleet manager edit a plain employee', async () => {
    const body = await editable(fleetAcme, ids['employee@acme.test']!);
    const res = await fleetAcme.put(`/api/users/${ids['employee@acme.test']}`, { ...body, phone: '+32 470 00 00 01' });
    expect(res.status).toBe(200);
  });
});

const linksIn = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
const tokenOf = (link: string) => link.split('/confirm-email/')[1]!;
const follow = (link: string) => t.client().post('/api/auth/confirm-email', { token: tokenOf(link) });

describe('changing the e-mail address of an account in use (issue 24 point 3)', () => {
  it('waits for the old address to approve when a fleet manager asks, and sends the new address nothing until then', async () => {
    const id = ids['employee@acme.test']!;
    const body = await editable(fleetAcme, id);
    const before = t.inbox.length;
    const res = await fleetAcme.put(`/api/users/${id}`, { ...body, email: 'Elsewhere@Outside.test' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'employee@acme.test', pendingEmail: 'elsewhere@outside.test' });

    // The takeover of issue 24: nothing reaches the address the manager controls, so no link, no reset, no sign-in.
    expect(t.mailsTo('elsewhere@outside.test')).toHaveLength(0);
    expect(t.inbox.slice(before).map((m) => m.to)).toEqual(['employee@acme.test']);
    expect((await t.client().post('/api/auth/forgot-password', { email: 'elsewhere@outside.test', locale: 'fr' })).status).toBe(404);
    expect((await t.client().post('/api/auth/login', { email: 'employee@acme.test', password: DEMO })).status).toBe(200);

    const ask = t.mailsTo('employee@acme.test').at(-1)!;
    expect(ask.subject).toBe('Veloport\u00a0: approuvez-vous le changement de votre adresse e-mail ?');
    expect(ask.text).toContain('elsewhere@outside.test');
    const [approve, cancel] = linksIn(ask.text);
    const approved = await follow(approve!);
    expect(approved.body).toEqual({ outcome: 'email_change_approved', email: 'elsewhere@outside.test' });
    // Approval is not yet the change: the new mailbox proves itself with its own link.
    expect((await admin.get(`/api/users/${id}`)).body.user.email).toBe('employee@acme.test');
    const confirm = t.mailsTo('elsewhere@outside.test').at(-1)!;
    expect(confirm.subject).toBe('Veloport\u00a0: confirmez votre nouvelle adresse e-mail');
    expect((await follow(confirm.link!)).body).toEqual({ outcome: 'email_changed', email: 'elsewhere@outside.test' });
    expect((await t.client().post('/api/auth/login', { email: 'elsewhere@outside.test', password: DEMO })).status).toBe(200);
    // Used links stay used, and the old address's cancel link has nothing left to cancel.
    expect((await follow(approve!)).body.error.code).toBe('token_invalid');
    expect((await follow(cancel!)).body.error.code).toBe('token_invalid');

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['user.email_change_requested', 'user.email_change_approved', 'user.email_changed']),
    );
    expect(audit.find((a) => a.action === 'user.email_change_approved')).toMatchObject({ actorId: id });
  });

  it('lets the old address cancel: the address stays, the approval link dies, and the manager sees nothing pending', async () => {
    const id = ids['employee@globex.test']!;
    const body = await editable(admin, id);
    await admin.put(`/api/users/${id}`, { ...body, language: 'nl', email: 'taker@outside.test' });
    const ask = t.mailsTo('employee@globex.test').at(-1)!;
    expect(ask.subject).toBe('Veloport: keur je de wijziging van je e-mailadres goed?');
    const [approve, cancel] = linksIn(ask.text);
    expect((await follow(cancel!)).body).toEqual({ outcome: 'email_change_cancelled', email: 'employee@globex.test' });
    expect((await follow(approve!)).status).toBe(400);
    expect((await admin.get(`/api/users/${id}`)).body.user).toMatchObject({ email: 'employee@globex.test', pendingEmail: null });
    expect(t.mailsTo('taker@outside.test')).toHaveLength(0);
    await admin.put(`/api/users/${id}`, { ...body, language: 'fr' });
  });

  it('lets the person approve or cancel while signed in, and refuses when nothing waits (409)', async () => {
    const id = ids['private@example.com']!;
    const body = await editable(admin, id);
    const person = t.client();
    await person.login('private@example.com');
    expect((await person.post('/api/me/email-change/approve')).status).toBe(409);
    expect((await person.post('/api/me/email-change/cancel')).status).toBe(409);

    await admin.put(`/api/users/${id}`, { ...body, email: 'new-private@example.com' });
    expect((await person.get('/api/auth/me')).body.user.pendingEmail).toBe('new-private@example.com');
    expect((await person.post('/api/me/email-change/approve')).body).toEqual({
      outcome: 'email_change_approved',
      email: 'new-private@example.com',
    });
    expect(t.mailsTo('new-private@example.com').at(-1)!.subject).toBe('Veloport: confirm your new e-mail address');
    // Approved once: a second approval has nothing to approve; cancelling still stops the change before it happens.
    expect((await person.post('/api/me/email-change/approve')).status).toBe(409);
    expect((await person.post('/api/me/email-change/cancel')).body.outcome).toBe('email_change_cancelled');
    expect((await follow(t.mailsTo('new-private@example.com').at(-1)!.link!)).status).toBe(400);
    expect((await admin.get(`/api/users/${id}`)).body.user).toMatchObject({ email: 'private@example.com', pendingEmail: null });
    // Another person's pending change is not theirs to approve.
    expect((await t.client().post('/api/me/email-change/approve')).status).toBe(401);
  });

  it('sends the link at once when the person asks for themselves, with a cancel link to the old address', async () => {
    const id = ids['admin@veloport.test']!;
    const body = await editable(admin, id);
    await admin.put(`/api/users/${id}`, { ...body, email: 'anne.admin@veloport.test' });
    const notice = t.mailsTo('admin@veloport.test').at(-1)!;
    expect(notice.subject).toBe('Veloport\u00a0: changement d’adresse e-mail demandé');
    const [cancel] = linksIn(notice.text);
    expect(t.mailsTo('anne.admin@veloport.test').at(-1)!.subject).toBe('Veloport\u00a0: confirmez votre nouvelle adresse e-mail');
    expect((await follow(cancel!)).body.outcome).toBe('email_change_cancelled');
    expect((await follow(t.mailsTo('anne.admin@veloport.test').at(-1)!.link!)).status).toBe(400);
    expect((await admin.get(`/api/users/${id}`)).body.user.email).toBe('admin@veloport.test');
  });

  it('refuses an expired link and one whose address was taken meanwhile', async () => {
    const id = ids['fleet@globex.test']!;
    const body = await editable(admin, id);
    await admin.put(`/api/users/${id}`, { ...body, email: 'late@example.com' });
    await follow(linksIn(t.mailsTo('fleet@globex.test').at(-1)!.text)[0]!);
    const token = tokenOf(t.mailsTo('late@example.com').at(-1)!.link!);
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
    await t.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.purpose, 'email_approve'));
    const expired = await follow(linksIn(t.mailsTo('fleet@globex.test').at(-1)!.text)[0]!);
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('token_invalid');
    expect((await admin.get(`/api/users/${id}`)).body.user.email).toBe('fleet@globex.test');
    expect(t.mailsTo('later@example.com')).toHaveLength(0);
  });
});

describe('changing the e-mail address of an account never used', () => {
  it('sends the link to the new address at once (an invitation sent to a mistyped address is corrected)', async () => {
    const created = await admin.post('/api/users', { email: 'typo@acme.tset', firstname: 'Ty', lastname: 'Po', language: 'en' });
    const id = created.body.user.id as number;
    const body = await editable(admin, id);
    await admin.put(`/api/users/${id}`, { ...body, email: 'typo@acme.test' });
    expect(t.mailsTo('typo@acme.test').at(-1)!.subject).toBe('Veloport: confirm your new e-mail address');
    expect((await follow(t.mailsTo('typo@acme.test').at(-1)!.link!)).body.outcome).toBe('email_changed');
  });
});
