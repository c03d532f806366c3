import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../../platform/session';
import { passwordTokens, users } from '../identity.table';
import { useDemoApp } from '../../../test/demo-app';

const t = useDemoApp();
// Links are limited per user and hour; each test starts with none sent.
beforeEach(async () => {
  await t.db.delete(passwordTokens);
});

const OLD_PASSWORD = 'Velo-demo-2026';
const NEW_PASSWORD = 'Nouveau-velo-7';
const pair = (password = NEW_PASSWORD) => ({ password, passwordConfirmation: password });

const lastMailTo = (email: string) => t.mailsTo(email).at(-1)!;
const loginStatus = async (email: string, password: string) => (await t.client().post('/api/auth/login', { email, password })).status;

async function requestReset(email: string, locale = 'fr') {
  const res = await t.client().post('/api/auth/forgot-password', { email, locale });
  expect(res.status).toBe(204);
  const link = lastMailTo(email).link!;
  return { link, token: link.split('/reset-password/')[1]! };
}

async function requestSetLink(email: string, locale = 'nl') {
  const res = await t.client().post('/api/auth/set-password-link', { email, locale });
  expect(res.status).toBe(204);
  const link = lastMailTo(email).link!;
  return { link, token: new URL(link).searchParams.get('token')! };
}

let invitedCount = 0;
/** A user a fleet manager added: no password yet. */
async function invite() {
  const email = `invitee${++invitedCount}@acme.test`;
  await t.db.insert(users).values({ email, firstname: 'Ines', lastname: 'Invitée', companyId: 1 });
  return email;
}

describe('forgot password', () => {
  it('mails a reset link in the language asked for', async () => {
    const before = t.mailsTo('private@example.com').length;
    const res = await t.client().post('/api/auth/forgot-password', { email: 'private@example.com', locale: 'fr' });
    expect(res.status).toBe(204);
    expect(t.mailsTo('private@example.com')).toHaveLength(before + 1);
    expect(lastMailTo('private@example.com').subject).toBe('Veloport\u00a0: réinitialisez votre mot de passe');
    expect(lastMailTo('private@example.com').link).toMatch(/^http:\/\/portal\.test\/fr\/reset-password\/[A-Za-z0-9_-]{40,}$/);

    await t.client().post('/api/auth/forgot-password', { email: 'private@example.com', locale: 'en' });
    const mail = lastMailTo('private@example.com');
    expect(mail.link).toMatch(/^http:\/\/portal\.test\/en\/reset-password\//);
    expect(mail.subject).toBe('Veloport: reset your password');
    expect(mail.text).toContain('Hello Paula');
  });

  it('uses fr when no language is given', async () => {
    await t.client().post('/api/auth/forgot-password', { email: 'private@example.com' });
    expect(lastMailTo('private@example.com').link).toMatch(/^http:\/\/portal\.test\/fr\/reset-password\//);
  });

  it('answers an unknown e-mail with 404 user_not_found and sends nothing', async () => {
    const before = t.inbox.length;
    const res = await t.client().post('/api/auth/forgot-password', { email: 'nobody@example.com', locale: 'fr' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('user_not_found');
    expect(t.inbox).toHaveLength(before);
  });

  it('keeps only a hash of the token in the database', async () => {
    const { token } = await requestReset('private@example.com');
    const rows = await t.db.select().from(passwordTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('resetting the password with the link', () => {
  it('checks the link, sets the new password once, and refuses the old one', async () => {
    const email = 'employee@globex.test';
    const { token } = await requestReset(email);

    const check = await t.client().get(`/api/auth/password-tokens/${token}`);
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ valid: true, email });

    const res = await t.client().post('/api/auth/reset-password', { token, ...pair() });
    expect(res.status).toBe(204);
    expect(await loginStatus(email, OLD_PASSWORD)).toBe(401);
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);

    const again = await t.client().post('/api/auth/reset-password', { token, ...pair('Troisieme-essai-3') });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('token_invalid');
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
    expect((await t.client().get(`/api/auth/password-tokens/${token}`)).body).toEqual({ valid: false, email: null });
  });

  it('signs out the sessions that were open before the reset', async () => {
    const email = 'fleet@globex.test';
    const elsewhere = t.client();
    await elsewhere.login(email);
    const { token } = await requestReset(email);
    expect((await t.client().post('/api/auth/reset-password', { token, ...pair() })).status).toBe(204);
    expect((await elsewhere.get('/api/auth/check')).body).toEqual({ authenticated: false, user: null });
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const { token } = await requestReset('mechanic@veloport.test');
    await t.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.id, hashToken(token)));

    expect((await t.client().get(`/api/auth/password-tokens/${token}`)).body).toEqual({ valid: false, email: null });
    const res = await t.client().post('/api/auth/reset-password', { token, ...pair() });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('token_invalid');
    expect(await loginStatus('mechanic@veloport.test', OLD_PASSWORD)).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const token = 'x'.repeat(43);
    expect((await t.client().get(`/api/auth/password-tokens/${token}`)).body).toEqual({ valid: false, email: null });
    const res = await t.client().post('/api/auth/reset-password', { token, ...pair() });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('token_invalid');
  });

  it('refuses a weak new password without using up the link', async () => {
    const { token } = await requestReset('private@example.com');
    const res = await t.client().post('/api/auth/reset-password', { token, ...pair('weakpass') });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.password).toBe('missing_digit');
    const mismatch = await t
      .client()
      .post('/api/auth/reset-password', { token, password: NEW_PASSWORD, passwordConfirmation: 'Autre-chose-1' });
    expect(mismatch.body.error.fields).toEqual({ passwordConfirmation: 'passwords_mismatch' });
    expect((await t.client().get(`/api/auth/password-tokens/${token}`)).body.valid).toBe(true);
  });

  it('does not accept a set-password link as a reset link', async () => {
    const email = await invite();
    const { token } = await requestSetLink(email);
    expect((await t.client().get(`/api/auth/password-tokens/${token}`)).body).toEqual({ valid: false, email: null });
    expect((await t.client().get(`/api/auth/password-tokens/${token}?purpose=set`)).body).toEqual({ valid: true, email });
    const res = await t.client().post('/api/auth/reset-password', { token, ...pair() });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('token_invalid');
  });
});

describe('setting the first password of an invited user', () => {
  it('mails a set-password link with the e-mail and token, in the language asked for', async () => {
    const res = await t.client().post('/api/auth/set-password-link', { email: 'invited@acme.test', locale: 'nl' });
    expect(res.status).toBe(204);
    const mail = lastMailTo('invited@acme.test');
    expect(mail.subject).toBe('Veloport: kies je wachtwoord');
    expect(mail.link).toMatch(/^http:\/\/portal\.test\/nl\/set-password\?email=invited%40acme\.test&token=[A-Za-z0-9_-]{40,}$/);
    expect(new URL(mail.link!).searchParams.get('email')).toBe('invited@acme.test');
  });

  it('sets the password with the link and signs the user in', async () => {
    const { link, token } = await requestSetLink('invited@acme.test');
    const email = new URL(link).searchParams.get('email')!;
    const client = t.client();
    const res = await client.post('/api/auth/set-password', { email, token, ...pair() });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'invited@acme.test', firstname: 'Ivan', company: { name: 'Acme' } });

    const check = await client.get('/api/auth/check');
    expect(check.body.authenticated).toBe(true);
    expect(check.body.user.email).toBe('invited@acme.test');
    expect(await loginStatus('invited@acme.test', NEW_PASSWORD)).toBe(200);

    // Now that a password exists, both endpoints send the user to forgot-password.
    const link2 = await t.client().post('/api/auth/set-password-link', { email: 'invited@acme.test', locale: 'nl' });
    expect(link2.status).toBe(409);
    expect(link2.body.error.code).toBe('password_already_set');
    const again = await t.client().post('/api/auth/set-password', { email, token, ...pair('Troisieme-essai-3') });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('password_already_set');
  });

  it('refuses both endpoints for a user who already has a password, and sends nothing', async () => {
    const before = t.mailsTo('employee@acme.test').length;
    const link = await t.client().post('/api/auth/set-password-link', { email: 'employee@acme.test', locale: 'fr' });
    expect(link.status).toBe(409);
    expect(link.body.error.code).toBe('password_already_set');
    expect(t.mailsTo('employee@acme.test')).toHaveLength(before);

    const set = await t.client().post('/api/auth/set-password', { email: 'employee@acme.test', token: 'x'.repeat(43), ...pair() });
    expect(set.status).toBe(409);
    expect(set.body.error.code).toBe('password_already_set');
    expect(await loginStatus('employee@acme.test', OLD_PASSWORD)).toBe(200);
  });

  it('answers an unknown e-mail with 404 user_not_found on both endpoints', async () => {
    const link = await t.client().post('/api/auth/set-password-link', { email: 'ghost@acme.test', locale: 'fr' });
    expect(link.status).toBe(404);
    expect(link.body.error.code).toBe('user_not_found');
    const set = await t.client().post('/api/auth/set-password', { email: 'ghost@acme.test', token: 'x'.repeat(43), ...pair() });
    expect(set.status).toBe(404);
    expect(set.body.error.code).toBe('user_not_found');
  });

  it("refuses another user's link, which stays usable by its owner", async () => {
    const owner = await invite();
    const other = await invite();
    const { token } = await requestSetLink(owner);

    const res = await t.client().post('/api/auth/set-password', { email: other, token, ...pair() });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('token_invalid');
    expect(await loginStatus(other, NEW_PASSWORD)).toBe(403); // still invited: no password was set

    expect((await t.client().post('/api/auth/set-password', { email: owner, token, ...pair() })).status).toBe(200);
  });

  it('refuses an expired set-password link', async () => {
    const email = await invite();
    const { token } = await requestSetLink(email);
    await t.db.update(passwordTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.client().post('/api/auth/set-password', { email, token, ...pair() });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('token_invalid');
  });

  it('answers missing link parameters with 422 required', async () => {
    const res = await t.client().post('/api/auth/set-password', { email: 'invited@acme.test', ...pair() });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ token: 'required' });
  });

  it('sends at most 5 links an hour to one user', async () => {
    const email = await invite();
    for (let i = 0; i < 5; i++) await requestSetLink(email);
    const res = await t.client().post('/api/auth/set-password-link', { email, locale: 'fr' });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('too_many_attempts');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.mailsTo(email)).toHaveLength(5);

    // The limit counts reset links too.
    expect((await t.client().post('/api/auth/forgot-password', { email, locale: 'fr' })).status).toBe(429);
  });
});
