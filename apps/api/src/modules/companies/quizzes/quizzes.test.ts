import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();

const quiz = (extra: Record<string, unknown> = {}) => ({
  title: 'Globex pool bikes',
  description: 'Before your first ride',
  minimumScore: 3,
  questions: [
    {
      description: 'Where do you park?',
      explanation: 'In the bike room only.',
      answers: [
        { text: 'In the bike room', correct: true, points: 2, explanation: null },
        { text: 'In the lobby', correct: false, points: -2, explanation: 'It blocks the exit.' },
      ],
    },
    {
      description: 'What do you check?',
      answers: [
        { text: 'Brakes', correct: true, points: 1 },
        { text: 'Tyres', correct: true, points: 1 },
        { text: 'The colour', correct: false, points: 0 },
      ],
    },
  ],
  ...extra,
});
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

describe("building a company's quiz", () => {
  it('answers Acme’s quiz with every question, answer, flag, point and explanation', async () => {
    const res = await fleetAcme.get(`/api/companies/${ids.Acme}/quiz`);
    expect(res.status).toBe(200);
    expect(res.body.files).toEqual([]);
    expect(res.body.quiz).toMatchObject({ companyId: ids.Acme, title: 'Vélos partagés Acme', minimumScore: 4, maxScore: 6 });
    expect(res.body.quiz.questions).toHaveLength(3);
    expect(res.body.quiz.questions[0].answers[1]).toMatchObject({ correct: false, points: -1, explanation: expect.any(String) });
  });

  it('answers null until a quiz is saved', async () => {
    expect((await fleetGlobex.get(`/api/companies/${ids.Globex}/quiz`)).body).toEqual({ quiz: null, files: [] });
  });

  it('saves a quiz for the fleet manager, replaces it whole on the next save, with history', async () => {
    const first = await fleetGlobex.put(`/api/companies/${ids.Globex}/quiz`, quiz());
    expect(first.status).toBe(200);
    expect(first.body.quiz).toMatchObject({ title: 'Globex pool bikes', minimumScore: 3, maxScore: 4 });
    expect(first.body.quiz.questions.map((q: { description: string }) => q.description)).toEqual([
      'Where do you park?',
      'What do you check?',
    ]);
    expect(first.body.quiz.questions[1].answers.map((a: { text: string; points: number }) => [a.text, a.points])).toEqual([
      ['Brakes', 1],
      ['Tyres', 1],
      ['The colour', 0],
    ]);

    const second = await fleetGlobex.put(
      `/api/companies/${ids.Globex}/quiz`,
      quiz({ title: 'Pool bikes v2', questions: [quiz().questions[0]], minimumScore: 2 }),
    );
    expect(second.body.quiz).toMatchObject({ title: 'Pool bikes v2', maxScore: 2 });
    expect(second.body.quiz.questions).toHaveLength(1);

    const history = (await admin.get(`/api/companies/${ids.Globex}/history`)).body.data;
    expect(history.slice(0, 2).map((h: { action: string }) => h.action)).toEqual(['quiz.updated', 'quiz.created']);
    expect(history[0]).toMatchObject({
      actor: { name: 'Gustave Globex' },
      before: { title: 'Globex pool bikes' },
      after: { title: 'Pool bikes v2' },
    });
  });

  it.each([
    [
      'a question without a correct answer',
      {
        questions: [
          {
            description: 'Q',
            answers: [
              { text: 'a', correct: false, points: 1 },
              { text: 'b', correct: false, points: 1 },
            ],
          },
        ],
        minimumScore: 0,
      },
      { 'questions.0.answers': 'no_correct_answer' },
    ],
    ['a minimum score above the best possible score', { minimumScore: 5 }, { minimumScore: 'min_score_unreachable' }],
    ['no question', { questions: [], minimumScore: 0 }, { questions: 'required' }],
    [
      'a question with one answer',
      { questions: [{ description: 'Q', answers: [{ text: 'a', correct: true, points: 1 }] }], minimumScore: 0 },
      { 'questions.0.answers': 'too_small' },
    ],
    [
      'points out of range',
      {
        questions: [
          {
            description: 'Q',
            answers: [
              { text: 'a', correct: true, points: 101 },
              { text: 'b', correct: false, points: 0 },
            ],
          },
        ],
        minimumScore: 0,
      },
      { 'questions.0.answers.0.points': 'too_big' },
    ],
    ['a blank title', { title: ' ' }, { title: 'required' }],
  ])('refuses %s with 422 and saves nothing', async (_case, patch, fields) => {
    const before = (await admin.get(`/api/companies/${ids.Acme}/quiz`)).body;
    const res = await admin.put(`/api/companies/${ids.Acme}/quiz`, quiz(patch));
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(fields);
    expect((await admin.get(`/api/companies/${ids.Acme}/quiz`)).body).toEqual(before);
  });

  it('answers 404 to another company’s fleet manager and 403 to an employee', async () => {
    expect((await fleetGlobex.get(`/api/companies/${ids.Acme}/quiz`)).status).toBe(404);
    expect((await fleetGlobex.put(`/api/companies/${ids.Acme}/quiz`, quiz())).status).toBe(404);
    expect((await employee.get(`/api/companies/${ids.Acme}/quiz`)).status).toBe(403);
    expect((await admin.get(`/api/companies/${ids.Acme}/quiz`)).body.quiz.title).toBe('Vélos partagés Acme');
  });
});

describe('quiz files', () => {
  it('attaches a PDF, served to anyone holding its unguessable link, and removes it', async () => {
    const res = await fleetAcme.upload(`/api/companies/${ids.Acme}/quiz/files`, {
      filename: 'Code de la route.pdf',
      contentType: 'application/pdf',
      data: pdf,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Code de la route.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      url: expect.stringMatching(/^\/api\/quiz-files\/[A-Za-z0-9_-]{32}$/),
    });
    expect((await fleetAcme.get(`/api/companies/${ids.Acme}/quiz`)).body.files).toEqual([res.body]);

    const anonymous = await t.client().get(res.body.url);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers['content-type']).toBe('application/pdf');
    expect(anonymous.bytes.equals(pdf)).toBe(true);
    expect((await t.client().get('/api/quiz-files/not-a-real-token-at-all-000')).status).toBe(404);

    expect((await fleetGlobex.delete(`/api/companies/${ids.Acme}/quiz/files/${res.body.id}`)).status).toBe(404);
    expect((await fleetAcme.delete(`/api/companies/${ids.Acme}/quiz/files/${res.body.id}`)).status).toBe(204);
    expect((await t.client().get(res.body.url)).status).toBe(404);
    const actions = (await admin.get(`/api/companies/${ids.Acme}/history`)).body.data.map((h: { action: string }) => h.action);
    expect(actions.slice(0, 2)).toEqual(['quiz.file_deleted', 'quiz.file_uploaded']);
  });

  it('refuses a file that is not a PDF or an image, and another company’s fleet manager', async () => {
    const text = await fleetAcme.upload(`/api/companies/${ids.Acme}/quiz/files`, {
      filename: 'a.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('hello'),
    });
    expect(text.status).toBe(422);
    expect(text.body.error.code).toBe('file_type_invalid');
    expect(
      (await fleetGlobex.upload(`/api/companies/${ids.Acme}/quiz/files`, { filename: 'a.pdf', contentType: 'application/pdf', data: pdf }))
        .status,
    ).toBe(404);
    expect(
      (await employee.upload(`/api/companies/${ids.Acme}/quiz/files`, { filename: 'a.pdf', contentType: 'application/pdf', data: pdf }))
        .status,
    ).toBe(403);
    expect((await admin.get(`/api/companies/${ids.Acme}/quiz`)).body.files).toEqual([]);
  });
});
