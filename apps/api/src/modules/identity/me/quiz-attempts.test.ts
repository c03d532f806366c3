import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';

const t = useDemoApp();
const admin = t.signedIn('admin');
const companies: Record<string, number> = {};

const DEMO = 'Velo-demo-2026';
const PASSWORD = 'Nouveau-velo-7';
type TakerQuiz = { questions: { id: number; description: string; multiple: boolean; answers: { id: number; text: string }[] }[] };

beforeAll(async () => {
  for (const c of (await admin.get('/api/companies/list/minimal')).body.data) companies[c.name] = c.id;
});

/** The answers the taker picks, by their text: the right ones, or the first wrong one of each question. */
function answersFor(quiz: TakerQuiz, key: { questions: { id: number; answers: { id: number; correct: boolean }[] }[] }, right: boolean) {
  return quiz.questions.map((q) => {
    const answers = key.questions.find((k) => k.id === q.id)!.answers;
    return {
      questionId: q.id,
      answerIds: right ? answers.filter((a) => a.correct).map((a) => a.id) : [answers.find((a) => !a.correct)!.id],
    };
  });
}
const initechKey = async () => (await admin.get(`/api/companies/${companies.Initech}/quiz`)).body.quiz;

/** A company sign-up, confirmed through the link mailed to the address (decision 016). */
async function signUp(body: Record<string, unknown>) {
  const res = await t.client().post('/api/auth/register', body);
  const link = t.inbox.filter((m) => m.to === body.email).at(-1)!.link!;
  const confirmed = await t.client().post('/api/auth/confirm-email', { token: link.split('/confirm-email/')[1] });
  return { res, confirmed };
}

describe('the quiz of an inactive Initech account', () => {
  it('is offered after the user_inactive sign-in error, without correct flags, points or explanations', async () => {
    const login = await t.client().post('/api/auth/login', { email: 'inactive@initech.test', password: DEMO });
    expect(login.status).toBe(403);
    expect(login.body.error.code).toBe('user_inactive');

    const res = await t.client().post('/api/auth/quiz/start', { email: 'inactive@initech.test', password: DEMO });
    expect(res.status).toBe(200);
    expect(res.body.quiz).toMatchObject({ title: 'Initech : rouler en sécurité', minimumScore: 5, files: [] });
    expect(res.body.quiz.questions).toHaveLength(3);
    expect(res.body.quiz.questions.map((q: { multiple: boolean }) => q.multiple)).toEqual([false, false, true]);
    expect(Object.keys(res.body.quiz.questions[0].answers[0]).sort()).toEqual(['id', 'text']);
    expect(res.raw).not.toMatch(/"correct"|"points"|"explanation"/);
  });

  it('fails with the score and explanations, leaving the account inactive; then passes, activates and signs in', async () => {
    const key = await initechKey();
    const quiz = (await t.client().post('/api/auth/quiz/start', { email: 'inactive@initech.test', password: DEMO })).body.quiz;
    const taker = t.client();

    const failed = await taker.post('/api/auth/quiz/submit', {
      email: 'inactive@initech.test',
      password: DEMO,
      answers: answersFor(quiz, key, false),
    });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ passed: false, score: -2, minimumScore: 5 });
    expect(failed.body.explanations).toHaveLength(3);
    expect(failed.body.explanations[1]).toEqual({
      questionId: quiz.questions[1].id,
      description: 'Quand rechargez-vous la batterie ?',
      explanation: 'Une batterie rechargée après chaque trajet dure plus longtemps.',
      chosen: [
        {
          answerId: expect.any(Number),
          text: 'Seulement quand elle est vide',
          correct: false,
          explanation: 'Les décharges complètes usent la batterie.',
        },
      ],
    });
    expect((await taker.get('/api/auth/check')).body.authenticated).toBe(false);
    expect((await t.client().post('/api/auth/login', { email: 'inactive@initech.test', password: DEMO })).body.error.code).toBe(
      'user_inactive',
    );

    const passed = await taker.post('/api/auth/quiz/submit', {
      email: 'inactive@initech.test',
      password: DEMO,
      answers: answersFor(quiz, key, true),
    });
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({
      passed: true,
      score: 6,
      minimumScore: 5,
      user: { email: 'inactive@initech.test', status: 'active', company: { name: 'Initech' } },
    });
    expect((await taker.get('/api/auth/check')).body).toMatchObject({ authenticated: true, user: { email: 'inactive@initech.test' } });
    expect((await t.client().post('/api/auth/login', { email: 'inactive@initech.test', password: DEMO })).status).toBe(200);

    const userId = passed.body.user.id;
    const history = (await admin.get(`/api/users/${userId}/history`)).body.data;
    expect(history.slice(0, 2)).toMatchObject([
      {
        action: 'user.quiz_passed',
        actor: { name: 'Igor Initech' },
        before: { status: 'inactive' },
        after: { status: 'active', score: 6 },
      },
      { action: 'user.quiz_failed', actor: { name: 'Igor Initech' }, after: { score: -2, minimumScore: 5 } },
    ]);

    // Once active, there is no quiz to take.
    const again = await t.client().post('/api/auth/quiz/start', { email: 'inactive@initech.test', password: DEMO });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('quiz_not_required');
  });
});

describe('signing up at a company that requires the quiz', () => {
  it('creates an inactive account that the quiz activates', async () => {
    const signup = {
      firstname: 'Ines',
      lastname: 'Initech',
      email: 'ines@initech.test',
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      language: 'fr',
    };
    const { res, confirmed } = await signUp(signup);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ signedIn: false, confirmationPending: true, user: { status: 'inactive', company: null } });
    expect(confirmed.body).toEqual({ outcome: 'quiz_required', email: 'ines@initech.test' });

    const quiz = (await t.client().post('/api/auth/quiz/start', { email: 'ines@initech.test', password: PASSWORD })).body.quiz;
    const taker = t.client();
    const passed = await taker.post('/api/auth/quiz/submit', {
      email: 'ines@initech.test',
      password: PASSWORD,
      answers: answersFor(quiz, await initechKey(), true),
    });
    expect(passed.body.passed).toBe(true);
    expect((await taker.get('/api/auth/me')).body.user.email).toBe('ines@initech.test');
  });
});

describe('when there is no quiz to take', () => {
  const start = (email: string, password = DEMO) => t.client().post('/api/auth/quiz/start', { email, password });

  it('answers 409 quiz_not_required to an active account and to a company without the requirement', async () => {
    expect((await start('employee@acme.test')).body.error.code).toBe('quiz_not_required');
    // inactive@acme.test was switched off by Acme, which requires no quiz anyway.
    const res = await start('inactive@acme.test');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('quiz_not_required');
  });

  it('refuses an account switched off by its company: the quiz does not bring it back', async () => {
    const signup = { firstname: 'Otto', lastname: 'Off', email: 'otto@initech.test', password: PASSWORD, passwordConfirmation: PASSWORD };
    const id = (await signUp(signup)).res.body.user.id;
    await admin.post(`/api/users/${id}/reactivate`);
    await admin.post(`/api/users/${id}/deactivate`);
    expect((await start('otto@initech.test', PASSWORD)).body.error.code).toBe('quiz_not_required');
    const submit = await t.client().post('/api/auth/quiz/submit', { email: 'otto@initech.test', password: PASSWORD, answers: [] });
    expect(submit.status).toBe(409);
    expect((await admin.get(`/api/users/${id}`)).body.user.status).toBe('inactive');
  });

  it('answers 409 quiz_unavailable when the company requires a quiz it has not written', async () => {
    const company = (await admin.post('/api/companies', { name: 'Quizless', emailDomains: ['quizless.test'], selfRegistration: true }))
      .body;
    const {
      companyId: _c,
      cafeteria: _f,
      updatedAt: _u,
      ...conditions
    } = (await admin.get(`/api/companies/${company.id}/conditions`)).body;
    await admin.put(`/api/companies/${company.id}/conditions`, { ...conditions, quizRequired: true });
    const signup = {
      firstname: 'Quinn',
      lastname: 'Less',
      email: 'quinn@quizless.test',
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
    };
    expect((await signUp(signup)).confirmed.body.outcome).toBe('quiz_required');
    const res = await start('quinn@quizless.test', PASSWORD);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('quiz_unavailable');
  });
});

describe('credentials, checked like sign-in', () => {
  it('answers user_not_found and wrong_password like sign-in', async () => {
    expect((await t.client().post('/api/auth/quiz/start', { email: 'nobody@initech.test', password: DEMO })).body.error.code).toBe(
      'user_not_found',
    );
    const wrong = await t.client().post('/api/auth/quiz/submit', { email: 'otto@initech.test', password: 'Wrong-pass-1', answers: [] });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('wrong_password');
  });

  it('locks after five failures, even with the right password, sharing the sign-in counter', async () => {
    const client = t.client({ ip: '10.9.8.7' });
    for (let i = 0; i < 3; i++) await client.post('/api/auth/login', { email: 'ines@initech.test', password: 'Wrong-pass-1' });
    for (let i = 0; i < 2; i++) await client.post('/api/auth/quiz/start', { email: 'ines@initech.test', password: 'Wrong-pass-1' });
    const locked = await client.post('/api/auth/quiz/start', { email: 'ines@initech.test', password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('too_many_attempts');
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('refuses malformed answers with 422', async () => {
    const res = await t
      .client()
      .post('/api/auth/quiz/submit', { email: 'ines@initech.test', password: PASSWORD, answers: [{ questionId: 'one', answerIds: [1] }] });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ 'answers.0.questionId': 'invalid' });
  });
});
