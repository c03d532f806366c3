import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyQuizResponse } from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuizBuilderPage } from '@/features/companies/quiz/routes/quiz-builder-page';
import { apiError, json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';

const fleetManager = makeUser({
  language: 'en',
  permission: ['fleetManager'],
  company: { id: 3, name: 'Acme', conditions: [{ access: 'leasing' }] },
});

const saved: CompanyQuizResponse = {
  quiz: {
    id: 1,
    companyId: 3,
    title: 'Shared bikes',
    description: null,
    minimumScore: 2,
    maxScore: 3,
    updatedAt: '2026-03-01T10:00:00.000Z',
    questions: [
      {
        id: 5,
        description: 'Where do you bring the bike back?',
        explanation: 'Each bike belongs to its building.',
        answers: [
          { id: 50, text: 'Where I took it', correct: true, points: 2, explanation: null },
          { id: 51, text: 'Anywhere', correct: false, points: -1, explanation: 'Bikes do not change buildings.' },
          { id: 52, text: 'At the shop', correct: false, points: 1, explanation: null },
        ],
      },
    ],
  },
  files: [
    {
      id: 9,
      name: 'Leaflet.pdf',
      contentType: 'application/pdf',
      size: 2048,
      url: '/api/quiz-files/abcdefghijklmnopqrstuvwxyz012345',
      createdAt: '2026-03-01T10:00:00.000Z',
    },
  ],
};

function builderApi(handler: (call: ApiCall) => Response | undefined) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: fleetManager });
    if (call.path === '/api/companies/3/quiz' && call.method === 'GET') return json(200, saved);
    return handler(call);
  });
}

async function openBuilder(url = '/en/dashboard/fleet/quiz') {
  const app = await renderRoutes(
    [
      { path: 'dashboard/fleet/quiz', element: <QuizBuilderPage /> },
      { path: 'error/:errorCode', element: <h1>Error page</h1> },
    ],
    url,
  );
  return app;
}

const question = (n: number) => screen.getByRole('region', { name: `Question ${n}` });

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('quiz builder', { timeout: 20_000 }, () => {
  it("loads the fleet manager's quiz with its files and keeps the best score up to date", async () => {
    builderApi(() => undefined);
    await openBuilder();
    expect(await screen.findByDisplayValue('Shared bikes')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Leaflet\.pdf/ })).toBeTruthy();
    expect(screen.getByText('Best possible score: 3')).toBeTruthy();

    const points = within(question(1)).getAllByLabelText('Points');
    await userEvent.clear(points[2]!);
    await userEvent.type(points[2]!, '4');
    expect(screen.getByText('Best possible score: 6')).toBeTruthy();
  });

  it('refuses a question without a correct answer before saving', async () => {
    const calls = builderApi(() => undefined);
    await openBuilder();
    await screen.findByDisplayValue('Shared bikes');
    await userEvent.click(within(question(1)).getAllByRole('checkbox', { name: 'Correct answer' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Save the quiz' }));
    expect(await within(question(1)).findByText('Mark at least one answer as correct.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('adds, moves and removes questions, saves the quiz whole and shows the API field errors', async () => {
    const calls = builderApi((call) =>
      call.method === 'PUT' ? apiError(422, 'validation_failed', { fields: { minimumScore: 'min_score_unreachable' } }) : undefined,
    );
    await openBuilder();
    await screen.findByDisplayValue('Shared bikes');
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const second = question(2);
    await userEvent.type(within(second).getByLabelText('Question'), 'Lights at night?');
    const answers = within(second).getAllByLabelText(/^Answer \d$/);
    await userEvent.type(answers[0]!, 'Front and rear');
    await userEvent.type(answers[1]!, 'None');
    await userEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(within(question(1)).getByLabelText('Question')).toHaveProperty('value', 'Lights at night?');

    await userEvent.click(screen.getByRole('button', { name: 'Save the quiz' }));
    expect(await screen.findByText('The minimum score is higher than the points available.')).toBeTruthy();
    const body = calls.find((call) => call.method === 'PUT')?.body as { questions: { description: string; answers: unknown[] }[] };
    expect(body.questions.map((q) => q.description)).toEqual(['Lights at night?', 'Where do you bring the bike back?']);
    expect(body.questions[0]!.answers).toEqual([
      { text: 'Front and rear', correct: true, points: 1, explanation: null },
      { text: 'None', correct: false, points: 0, explanation: null },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.queryByRole('region', { name: 'Question 2' })).toBeNull();
  });

  it("shows the 404 page for another company's quiz", async () => {
    builderApi((call) => (call.path === '/api/companies/4/quiz' ? apiError(404, 'not_found') : undefined));
    const app = await openBuilder('/en/dashboard/fleet/quiz?companyId=4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error page' })).toBeTruthy();
    expect(app.location()).toBe('/en/error/404');
  });
});
