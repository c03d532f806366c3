import { beforeEach, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { type TestClient, type TestResponse } from '../../../test/harness';
import { loginFailures } from '../identity.table';
import { IP_LOCK, LOGIN_LOCK } from './login.service';

const t = useDemoApp();

const PASSWORD = 'Velo-demo-2026';
const setCookie = (res: TestResponse, name: string) =>
  ([res.headers['set-cookie'] ?? []].flat() as string[]).find((line) => line.startsWith(`${name}=`));
const login = (client: TestClient, email: string, password: string) => client.post('/api/auth/login', { email, password });

describe('signing in', () => {
  it('answers the Acme employee with their profile, company and access list', async () => {
    const res = await login(t.client(), 'employee@acme.test', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email: 'employee@acme.test',
      firstname: 'Emile',
      lastname: 'Employé',
      language: 'fr',
      status: 'active',
      isAdmin: false,
      permission: [],
      avatarUrl: null,
      company: { name: 'Acme', conditions: [{ access: 'leasing,sharing,cafeteria,maintenance' }] },
    });
    expect(res.body.user).not.toHaveProperty('currentStockLocation');
    expect(res.raw).not.toMatch(/password|argon2/i);
  });

  it('gives an admin the admin permission and their current stock location', async () => {
    const res = await login(t.client(), 'admin@veloport.test', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      isAdmin: true,
      permission: ['admin'],
      company: null,
      currentStockLocation: 1,
      currentStockLocationName: 'Liège',
    });
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const res = await login(t.client(), '  Employee@ACME.test ', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('employee@acme.test');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie for two hours and rotates the CSRF cookie', async () => {
    const client = t.client();
    await client.get('/api/csrf-cookie');
    const csrfBefore = client.cookies.get('XSRF-TOKEN');
    expect(csrfBefore).toBeTruthy();

    const res = await login(client, 'employee@acme.test', PASSWORD);
    const session = setCookie(res, 'veloport_session');
    expect(session).toBeDefined();
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Max-Age=7200/i);
    expect(session).toMatch(/; Path=\//i);

    const csrf = setCookie(res, 'XSRF-TOKEN');
    expect(csrf).toBeDefined();
    expect(csrf).not.toMatch(/HttpOnly/i);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(csrfBefore);
  });

  it('keeps the user signed in: check and me answer the same user', async () => {
    const client = t.client();
    const user = await client.login('fleet@acme.test');

    const check = await client.get('/api/auth/check');
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ authenticated: true, user });

    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual(user);
    expect(me.body.user.permission).toEqual(['fleetManager']);
  });

  it('answers an anonymous check with authenticated false and no user, and me with 401', async () => {
    const client = t.client();
    expect((await client.get('/api/auth/check')).body).toEqual({ authenticated: false, user: null });
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body.error.code).toBe('unauthenticated');
  });
});

describe('signing out', () => {
  it('ends the session: check says signed out, and the old cookie no longer works', async () => {
    const client = t.client();
    await client.login('employee@acme.test');
    const oldToken = client.cookies.get('veloport_session')!;

    const res = await client.post('/api/auth/logout');
    expect(res.status).toBe(204);
    expect(client.cookies.has('veloport_session')).toBe(false);
    expect((await client.get('/api/auth/check')).body).toEqual({ authenticated: false, user: null });

    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `veloport_session=${oldToken}` } });
    expect(replay.statusCode).toBe(401);
  });

  it('is harmless when nobody is signed in', async () => {
    expect((await t.client().post('/api/auth/logout')).status).toBe(204);
  });
});

describe('refused sign-ins', () => {
  it('tells an unknown e-mail with 404 user_not_found', async () => {
    const res = await login(t.client(), 'nobody@acme.test', PASSWORD);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('user_not_found');
  });

  it('tells a wrong password with 401 wrong_password and sets no session', async () => {
    const client = t.client();
    const res = await login(client, 'private@example.com', 'Wrong-pass-1');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('wrong_password');
    expect(setCookie(res, 'veloport_session')).toBeUndefined();
    expect((await client.get('/api/auth/check')).body.authenticated).toBe(false);
  });

  it('refuses an inactive account with 403 user_inactive even with the right password', async () => {
    const client = t.client();
    const res = await login(client, 'inactive@acme.test', PASSWORD);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('user_inactive');
    expect((await client.get('/api/auth/check')).body.authenticated).toBe(false);
  });

  it('tells an invited user who has no password yet to use their invitation, not that the password is wrong', async () => {
    const res = await login(t.client(), 'invited@acme.test', PASSWORD);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('invitation_pending');
  });

  it('answers an invalid payload with 422 and per-field codes', async () => {
    const res = await login(t.client(), 'not-an-email', '');
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields).toMatchObject({ email: 'invalid_email', password: 'required' });
  });

  it('answers a missing password with 422 fields.password required', async () => {
    const res = await t.client().post('/api/auth/login', { email: 'employee@acme.test' });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ password: 'required' });
  });

  it('refuses a login without the X-XSRF-TOKEN header with 403 csrf_mismatch', async () => {
    const client = t.client();
    await client.get('/api/csrf-cookie');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'employee@acme.test', password: PASSWORD },
      headers: { cookie: `XSRF-TOKEN=${client.cookies.get('XSRF-TOKEN')}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_mismatch');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a login whose header does not match the CSRF cookie', async () => {
    const res = await t
      .client()
      .request('POST', '/api/auth/login', { email: 'employee@acme.test', password: PASSWORD }, { 'x-xsrf-token': 'forged' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('csrf_mismatch');
  });
});

describe('too many attempts for one e-mail', () => {
  beforeEach(async () => {
    await t.db.delete(loginFailures);
  });

  async function failFiveTimes(client: TestClient, email: string) {
    for (let i = 0; i < LOGIN_LOCK.failures; i++) expect((await login(client, email, `Wrong-pass-${i}`)).status).toBe(401);
  }

  it('locks the e-mail after 5 wrong passwords within a minute, even for the right password', async () => {
    const client = t.client({ ip: '198.51.100.10' });
    await failFiveTimes(client, 'employee@acme.test');

    const res = await login(client, 'employee@acme.test', PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('too_many_attempts');
    expect(res.body.error.retryAfter).toBeGreaterThanOrEqual(1);
    expect(res.body.error.retryAfter).toBeLessThanOrEqual(LOGIN_LOCK.windowSeconds);
    expect(res.headers['retry-after']).toBe(String(res.body.error.retryAfter));
    expect(setCookie(res, 'veloport_session')).toBeUndefined();
  });

  it('does not lock after 4 failures, and a successful sign-in starts the count again', async () => {
    const client = t.client({ ip: '198.51.100.11' });
    for (let i = 0; i < LOGIN_LOCK.failures - 1; i++) await login(client, 'employee@acme.test', 'Wrong-pass-1');
    expect((await login(client, 'employee@acme.test', PASSWORD)).status).toBe(200);
    for (let i = 0; i < LOGIN_LOCK.failures - 1; i++) await login(client, 'employee@acme.test', 'Wrong-pass-1');
    expect((await login(client, 'employee@acme.test', PASSWORD)).status).toBe(200);
  });

  it('counts unknown e-mails too', async () => {
    const client = t.client({ ip: '198.51.100.12' });
    for (let i = 0; i < LOGIN_LOCK.failures; i++) expect((await login(client, 'ghost@acme.test', PASSWORD)).status).toBe(404);
    expect((await login(client, 'ghost@acme.test', PASSWORD)).status).toBe(429);
  });

  it('leaves other e-mails from the same address alone', async () => {
    const client = t.client({ ip: '198.51.100.13' });
    await failFiveTimes(client, 'employee@acme.test');
    expect((await login(client, 'fleet@acme.test', PASSWORD)).status).toBe(200);
  });

  it('locks per address: the same e-mail from another address still signs in', async () => {
    await failFiveTimes(t.client({ ip: '198.51.100.14' }), 'employee@acme.test');
    expect((await login(t.client({ ip: '198.51.100.14' }), 'employee@acme.test', PASSWORD)).status).toBe(429);
    expect((await login(t.client({ ip: '203.0.113.20' }), 'employee@acme.test', PASSWORD)).status).toBe(200);
  });

  it('cannot be escaped by a forged X-Forwarded-For header', async () => {
    const client = t.client({ ip: '198.51.100.15' });
    await failFiveTimes(client, 'employee@acme.test');
    const res = await client.request(
      'POST',
      '/api/auth/login',
      { email: 'employee@acme.test', password: PASSWORD },
      { 'x-forwarded-for': '203.0.113.99' },
    );
    expect(res.status).toBe(429);
  });

  it('trusts no proxy unless TRUST_PROXY names it: a neighbour on the same host cannot reset its lock with X-Forwarded-For', async () => {
    const neighbour = t.client(); // 127.0.0.1: another process on the same machine, not a proxy anyone named
    const from = (ip: string, password: string) =>
      neighbour.request('POST', '/api/auth/login', { email: 'employee@acme.test', password }, { 'x-forwarded-for': ip });
    for (let i = 0; i < LOGIN_LOCK.failures; i++) expect((await from(`198.51.100.${30 + i}`, 'Wrong-pass-1')).status).toBe(401);
    expect((await from('198.51.100.18', PASSWORD)).status).toBe(429);
  });

  it('lifts the lock once the failures are older than the window', async () => {
    const client = t.client({ ip: '198.51.100.16' });
    await failFiveTimes(client, 'employee@acme.test');
    expect((await login(client, 'employee@acme.test', PASSWORD)).status).toBe(429);

    await t.db.update(loginFailures).set({ at: new Date(Date.now() - (LOGIN_LOCK.windowSeconds + 1) * 1000) });
    expect((await login(client, 'employee@acme.test', PASSWORD)).status).toBe(200);
  });
});

describe('too many failures from one address across e-mails', () => {
  const ip = '192.0.2.50';
  beforeEach(async () => {
    await t.db.delete(loginFailures);
  });

  const failures = (n: number, at = new Date()) => Array.from({ length: n }, (_, i) => ({ email: `victim${i}@example.com`, ip, at }));

  it(`locks the address after ${IP_LOCK.failures} failures in 15 minutes, for every e-mail`, async () => {
    await t.db.insert(loginFailures).values(failures(IP_LOCK.failures));

    const res = await login(t.client({ ip }), 'employee@acme.test', PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('too_many_attempts');
    expect(res.body.error.retryAfter).toBeGreaterThan(LOGIN_LOCK.windowSeconds);
    expect(res.body.error.retryAfter).toBeLessThanOrEqual(IP_LOCK.windowSeconds);
    expect(res.headers['retry-after']).toBe(String(res.body.error.retryAfter));

    expect((await login(t.client({ ip: '192.0.2.51' }), 'employee@acme.test', PASSWORD)).status).toBe(200);
  });

  it('does not lock one failure short of the limit', async () => {
    await t.db.insert(loginFailures).values(failures(IP_LOCK.failures - 1));
    expect((await login(t.client({ ip }), 'employee@acme.test', PASSWORD)).status).toBe(200);
  });

  it('forgets failures older than 15 minutes', async () => {
    await t.db.insert(loginFailures).values(failures(IP_LOCK.failures, new Date(Date.now() - (IP_LOCK.windowSeconds + 1) * 1000)));
    expect((await login(t.client({ ip }), 'employee@acme.test', PASSWORD)).status).toBe(200);
  });
});
