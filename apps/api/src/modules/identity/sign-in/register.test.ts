import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit.table';
import { useDemoApp } from '../../../test/demo-app';

const t = useDemoApp();

const PASSWORD = 'Nouveau-velo-7';
const signup = (email: string, extra: Record<string, unknown> = {}) => ({
  firstname: 'Nina',
  lastname: 'Nouvelle',
  email,
  phone: '+32 470 12 34 56',
  language: 'nl',
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  ...extra,
});
const register = (body: Record<string, unknown>, client = t.client()) => client.post('/api/auth/register', body);
const loginStatus = async (email: string, password = PASSWORD) => (await t.client().post('/api/auth/login', { email, password })).status;

describe('checking a sign-up e-mail', () => {
  const check = (email: string) => t.client().get(`/api/auth/email-check?email=${encodeURIComponent(email)}`);

  it('recognises a company domain that allows self-registration', async () => {
    const res = await check('x@acme.test');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ kind: 'professional', companyName: 'Acme', selfRegistration: true });
  });

  it('recognises a company domain whose employer forbids self-registration', async () => {
    expect((await check('x@globex.test')).body).toEqual({ kind: 'professional', companyName: 'Globex', selfRegistration: false });
  });

  it('treats any other domain as personal', async () => {
    expect((await check('someone@gmail.com')).body).toEqual({ kind: 'personal', companyName: null, selfRegistration: true });
  });

  it('ignores the case of the domain', async () => {
    expect((await check('X@ACME.TEST')).body.companyName).toBe('Acme');
  });

  it('answers an invalid e-mail with 422 invalid_email', async () => {
    const res = await check('not-an-email');
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ email: 'invalid_email' });
  });
});

describe('creating an account', () => {
  it('creates a personal account and signs it in', async () => {
    const client = t.client();
    const res = await register(signup('nina@gmail.com'), client);
    expect(res.status).toBe(201);
    expect(res.body.signedIn).toBe(true);
    expect(res.body.user).toMatchObject({
      email: 'nina@gmail.com',
      firstname: 'Nina',
      lastname: 'Nouvelle',
      phone: '+32470123456',
      language: 'nl',
      status: 'active',
      isAdmin: false,
      permission: [],
      company: null,
    });
    expect(res.raw).not.toMatch(/argon2|passwordHash/);

    const check = await client.get('/api/auth/check');
    expect(check.body.authenticated).toBe(true);
    expect(check.body.user.id).toBe(res.body.user.id);
    expect(await loginStatus('nina@gmail.com')).toBe(200);
  });

  it('joins an Acme address to Acme, with its access list, only once the link mailed to it is followed', async () => {
    const client = t.client();
    const res = await register(signup('nina@acme.test'), client);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ signedIn: false, confirmationPending: true, user: { status: 'inactive', company: null } });
    expect((await client.get('/api/auth/check')).body.authenticated).toBe(false);
    const login = await t.client().post('/api/auth/login', { email: 'nina@acme.test', password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.error.code).toBe('email_unconfirmed');

    const mail = t.inbox.filter((m) => m.to === 'nina@acme.test').at(-1)!;
    expect(mail.subject).toBe('Veloport: bevestig je e-mailadres');
    expect(mail.text).toContain('Acme');
    const token = mail.link!.split('/nl/confirm-email/')[1]!;
    const confirmed = await t.client().post('/api/auth/confirm-email', { token });
    expect(confirmed.body).toEqual({ outcome: 'joined', email: 'nina@acme.test' });
    expect((await t.client().post('/api/auth/confirm-email', { token })).body.error.code).toBe('token_invalid');

    const signedIn = await t.client().post('/api/auth/login', { email: 'nina@acme.test', password: PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.company).toMatchObject({ name: 'Acme', conditions: [{ access: 'leasing,sharing,cafeteria,maintenance' }] });
  });

  it('stores the e-mail in lower case, so the account signs in whatever the case', async () => {
    const res = await register(signup('  Mixed.Case@Example.COM '));
    expect(res.status).toBe(201);
    expect(res.body.user.email).toBe('mixed.case@example.com');
    expect(await loginStatus('MIXED.case@example.com')).toBe(200);
  });

  it('defaults the language to fr and leaves optional fields empty', async () => {
    const res = await register(signup('minimal@example.com', { language: undefined, phone: undefined }));
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ language: 'fr', phone: null });
  });

  it('records who registered in the audit log, without the password hash', async () => {
    const res = await register(signup('audited@example.com'));
    const id = res.body.user.id;
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.registered'), eq(auditLog.entityId, String(id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: 'user',
      actorId: id,
      before: null,
      after: expect.objectContaining({ email: 'audited@example.com' }),
    });
    expect(JSON.stringify(rows[0])).not.toMatch(/passwordHash|password_hash|argon2/);
  });
});

describe('refused sign-ups', () => {
  it('refuses an address of an employer that forbids sign-up, and creates nobody', async () => {
    const client = t.client();
    const res = await register(signup('new@globex.test'), client);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('employer_forbids_signup');
    expect(await loginStatus('new@globex.test')).toBe(404);
    expect((await client.get('/api/auth/check')).body.authenticated).toBe(false);
  });

  it('refuses an e-mail that already has an account with 409 email_taken, whatever the case', async () => {
    for (const email of ['employee@acme.test', 'EMPLOYEE@acme.test']) {
      const res = await register(signup(email));
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('email_taken');
    }
    // The existing account keeps its password.
    expect(await loginStatus('employee@acme.test', 'Velo-demo-2026')).toBe(200);
  });

  it('lets only one of two simultaneous sign-ups with the same e-mail through', async () => {
    const [a, b] = await Promise.all([register(signup('twice@example.com')), register(signup('twice@example.com'))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.error.code).toBe('email_taken');
  });

  it.each([
    ['Short-1', 'too_short'],
    ['No-digits-here', 'missing_digit'],
    ['NoSpecial123', 'missing_special'],
    ['no-uppercase-1', 'missing_uppercase'],
  ])('refuses the weak password %s with fields.password %s', async (password, code) => {
    const email = `weak-${code}@example.com`;
    const res = await register(signup(email, { password, passwordConfirmation: password }));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields.password).toBe(code);
    expect(await loginStatus(email, password)).toBe(404);
  });

  it('refuses a confirmation that differs with passwords_mismatch', async () => {
    const res = await register(signup('mismatch@example.com', { passwordConfirmation: 'Nouveau-velo-8' }));
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ passwordConfirmation: 'passwords_mismatch' });
    expect(await loginStatus('mismatch@example.com')).toBe(404);
  });

  it('refuses a missing or blank first name with required', async () => {
    for (const firstname of [undefined, '   ']) {
      const res = await register(signup('nameless@example.com', { firstname }));
      expect(res.status).toBe(422);
      expect(res.body.error.fields.firstname).toBe('required');
    }
    expect(await loginStatus('nameless@example.com')).toBe(404);
  });

  it('refuses an invalid e-mail and an unknown language', async () => {
    const res = await register(signup('nope', { language: 'de' }));
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toMatchObject({ email: 'invalid_email', language: 'invalid' });
  });
});
