import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { type TestClient } from '../../../test/harness';
import { passwordTokens, users } from '../identity.table';

const t = useDemoApp();

const DEMO = 'Velo-demo-2026';
const NEW = 'Nouveau-velo-7';
/** What a replayed cookie value gets: the session it names, or nothing. */
const meWith = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `veloport_session=${token}` } })).statusCode;
const sessionOf = (client: TestClient) => client.cookies.get('veloport_session')!;

describe('session ids (issue 9, 5)', () => {
  it('gives a new session id at sign-in and ends the one the browser had', async () => {
    const client = t.client();
    await client.login('employee@acme.test');
    const first = sessionOf(client);
    await client.login('employee@acme.test');
    const second = sessionOf(client);
    expect(second).not.toBe(first);
    expect(await meWith(first)).toBe(401);
    expect(await meWith(second)).toBe(200);
  });

  it('ends a planted session id when its browser signs in as someone else', async () => {
    const planted = t.client();
    await planted.login('private@example.com');
    const victim = t.client();
    victim.cookies.set('veloport_session', sessionOf(planted));
    await victim.login('employee@globex.test');
    expect(await meWith(sessionOf(planted))).toBe(401);
    expect((await victim.get('/api/auth/me')).body.user.email).toBe('employee@globex.test');
  });

  it('gives the changing browser a new id at a password change and ends every other session', async () => {
    const here = t.client();
    const elsewhere = t.client();
    await here.login('fleet@globex.test');
    await elsewhere.login('fleet@globex.test');
    const before = sessionOf(here);
    const res = await here.post('/api/me/password', { currentPassword: DEMO, password: NEW, passwordConfirmation: NEW });
    expect(res.status).toBe(204);
    expect(sessionOf(here)).not.toBe(before);
    expect(await meWith(before)).toBe(401);
    expect((await here.get('/api/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
  });

  it('ends every session of the user at a password reset', async () => {
    const a = t.client();
    const b = t.client();
    await a.login('employee@acme.test');
    await b.login('employee@acme.test');
    expect((await t.client().post('/api/auth/forgot-password', { email: 'employee@acme.test', locale: 'fr' })).status).toBe(204);
    const token = t.inbox
      .filter((m) => m.to === 'employee@acme.test')
      .at(-1)!
      .link!.split('/reset-password/')[1];
    expect((await t.client().post('/api/auth/reset-password', { token, password: NEW, passwordConfirmation: NEW })).status).toBe(204);
    expect((await a.get('/api/auth/me')).status).toBe(401);
    expect((await b.get('/api/auth/me')).status).toBe(401);
  });
});

describe('invitation links (issue 10, 12)', () => {
  it('last 7 days', async () => {
    const [invited] = await t.db.select().from(users).where(eq(users.email, 'invited@acme.test'));
    const admin = t.client();
    await admin.login('admin@veloport.test');
    expect((await admin.post(`/api/users/${invited!.id}/invitation`)).status).toBe(204);
    const link = t.inbox.filter((m) => m.to === 'invited@acme.test').at(-1)!;
    expect(link.text).toContain('7');
    const [row] = await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, invited!.id));
    const hours = (row!.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(7 * 24 - 1);
    expect(hours).toBeLessThanOrEqual(7 * 24);

    // Six days later the link still works.
    await t.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() + 24 * 3600_000) })
      .where(eq(passwordTokens.id, row!.id));
    const token = new URL(link.link!).searchParams.get('token')!;
    expect(
      (await t.client().post('/api/auth/set-password', { email: 'invited@acme.test', token, password: NEW, passwordConfirmation: NEW }))
        .status,
    ).toBe(200);
  });

  it('tells an invited user who signs in first to use the invitation', async () => {
    const admin = t.client();
    await admin.login('admin@veloport.test');
    const created = await admin.post('/api/users', { email: 'newbie@example.com', firstname: 'New', lastname: 'Bie', language: 'en' });
    expect(created.status).toBe(201);
    const res = await t.client().post('/api/auth/login', { email: 'newbie@example.com', password: 'Whatever-pass-1' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('invitation_pending');
  });
});
