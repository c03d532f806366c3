import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';

const t = useDemoApp();
const admin = t.signedIn('admin');
const DEMO = 'Velo-demo-2026';
const PASSWORD = 'Nouveau-velo-7';

const refused = (res: { status: number; body: any; headers: Record<string, unknown> }) => {
  expect(res.status).toBe(429);
  expect(res.body.error.code).toBe('too_many_attempts');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

describe('requests that tell whether an address has an account (issue 10, 9)', () => {
  it('allows 5 forgot-password requests per address from one client in a minute, then 429 with Retry-After', async () => {
    const client = t.client({ ip: '10.0.0.1' });
    for (let i = 0; i < 5; i++)
      expect((await client.post('/api/auth/forgot-password', { email: 'ghost@example.com', locale: 'en' })).status).toBe(404);
    refused(await client.post('/api/auth/forgot-password', { email: 'ghost@example.com', locale: 'en' }));
    // Another address, or the same address from another client, is not held back.
    expect((await client.post('/api/auth/forgot-password', { email: 'ghost2@example.com', locale: 'en' })).status).toBe(404);
    expect(
      (await t.client({ ip: '10.0.0.2' }).post('/api/auth/forgot-password', { email: 'ghost@example.com', locale: 'en' })).status,
    ).toBe(404);
  });

  it('shares the per-address count between e-mail check, sign-up, set-password link and quiz start', async () => {
    const client = t.client({ ip: '10.0.0.3' });
    const email = 'probe@acme.test';
    expect((await client.get(`/api/auth/email-check?email=${email}`)).status).toBe(200);
    expect((await client.post('/api/auth/set-password-link', { email, locale: 'fr' })).status).toBe(404);
    expect((await client.post('/api/auth/quiz/start', { email, password: DEMO })).status).toBe(404);
    expect((await client.post('/api/auth/forgot-password', { email, locale: 'fr' })).status).toBe(404);
    expect((await client.get(`/api/auth/email-check?email=${email}`)).status).toBe(200);
    refused(
      await client.post('/api/auth/register', {
        firstname: 'P',
        lastname: 'Robe',
        email,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
      }),
    );
    refused(await client.post('/api/auth/quiz/start', { email, password: DEMO }));
    refused(await client.get(`/api/auth/email-check?email=${email}`));
    expect((await t.client({ ip: '10.0.0.3' }).post('/api/auth/login', { email, password: DEMO })).status).toBe(404);
  });

  it('allows 100 such requests per client in 15 minutes, whatever the addresses', async () => {
    const client = t.client({ ip: '10.0.0.4' });
    for (let i = 0; i < 100; i++) expect((await client.get(`/api/auth/email-check?email=person${i}@example.com`)).status).toBe(200);
    refused(await client.get('/api/auth/email-check?email=person100@example.com'));
    refused(await client.post('/api/auth/forgot-password', { email: 'private@example.com', locale: 'fr' }));
    expect((await t.client({ ip: '10.0.0.5' }).get('/api/auth/email-check?email=person100@example.com')).status).toBe(200);
  });
});

describe('quiz attempts (issue 10, 2)', () => {
  type Key = { questions: { id: number; answers: { id: number; correct: boolean }[] }[] };

  it('refuses a sixth failed attempt within the hour, even with the right answers', async () => {
    const email = 'guesser@initech.test';
    const reg = await t
      .client()
      .post('/api/auth/register', { firstname: 'G', lastname: 'Uesser', email, password: PASSWORD, passwordConfirmation: PASSWORD });
    expect(reg.status).toBe(201);
    const token = t.inbox
      .filter((m) => m.to === email)
      .at(-1)!
      .link!.split('/confirm-email/')[1];
    expect((await t.client().post('/api/auth/confirm-email', { token })).body.outcome).toBe('quiz_required');

    const companyId = (await admin.get('/api/companies/list/minimal')).body.data.find((c: { name: string }) => c.name === 'Initech').id;
    const key: Key = (await admin.get(`/api/companies/${companyId}/quiz`)).body.quiz;
    const pick = (right: boolean) =>
      key.questions.map((q) => ({
        questionId: q.id,
        answerIds: right ? q.answers.filter((a) => a.correct).map((a) => a.id) : [q.answers.find((a) => !a.correct)!.id],
      }));
    const taker = t.client();
    for (let i = 0; i < 5; i++)
      expect((await taker.post('/api/auth/quiz/submit', { email, password: PASSWORD, answers: pick(false) })).body.passed).toBe(false);
    // Another client does not reset the account's count.
    const sixth = await t.client({ ip: '10.0.0.6' }).post('/api/auth/quiz/submit', { email, password: PASSWORD, answers: pick(true) });
    refused(sixth);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await t.client().post('/api/auth/login', { email, password: PASSWORD })).body.error.code).toBe('user_inactive');
  });
});
