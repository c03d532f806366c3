import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuizSubmitResponse, QuizToTake } from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetQuizSession, rememberQuizSession } from '@/features/companies/quiz/quiz-session';
import { TakeQuizPage } from '@/features/companies/quiz/routes/take-quiz-page';
import { apiError, json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';

const credentials = { email: 'igor@initech.test', password: 'Velo-demo-2026' };
const quiz: QuizToTake = {
  title: 'Ride safely',
  description: 'Pass this quiz to activate your account.',
  minimumScore: 5,
  files: [{ name: 'Highway code.pdf', contentType: 'application/pdf', url: '/api/quiz-files/abcdefghijklmnopqrstuvwxyz012345' }],
  questions: [
    {
      id: 11,
      description: 'Do you wear a helmet?',
      multiple: false,
      answers: [
        { id: 101, text: 'Yes, always' },
        { id: 102, text: 'Never' },
      ],
    },
    {
      id: 12,
      description: 'What do you check before leaving?',
      multiple: true,
      answers: [
        { id: 111, text: 'The brakes' },
        { id: 112, text: 'The tyres' },
        { id: 113, text: 'The colour' },
      ],
    },
  ],
};

const failed: QuizSubmitResponse = {
  passed: false,
  score: -1,
  minimumScore: 5,
  explanations: [
    {
      questionId: 11,
      description: 'Do you wear a helmet?',
      explanation: 'Initech asks for a helmet on every ride.',
      chosen: [{ answerId: 102, text: 'Never', correct: false, explanation: 'A helmet protects your head.' }],
    },
  ],
};

function quizApi(submit: (call: ApiCall) => Response) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: false, user: null });
    if (call.path === '/api/auth/quiz/submit') return submit(call);
    return undefined;
  });
}

async function openQuiz() {
  const app = await renderRoutes(
    [
      { index: true, element: <h1>Sign in</h1> },
      { path: 'quiz', element: <TakeQuizPage /> },
      { path: 'dashboard', element: <h1>Dashboard</h1> },
    ],
    '/en/quiz',
  );
  await screen.findByRole('heading', { level: 1, name: 'Ride safely' });
  return app;
}

async function answer(helmet: string, checks: string[]) {
  await userEvent.click(screen.getByRole('radio', { name: helmet }));
  for (const name of checks) await userEvent.click(screen.getByRole('checkbox', { name }));
  await userEvent.click(screen.getByRole('button', { name: 'Submit my answers' }));
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
  rememberQuizSession({ credentials, quiz });
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetQuizSession();
});

describe('taking the quiz', { timeout: 20_000 }, () => {
  it('shows the quiz, its files, and radio buttons or check boxes as the question needs', async () => {
    quizApi(() => json(500));
    await openQuiz();
    expect(screen.getByText('Pass this quiz to activate your account.')).toBeTruthy();
    expect(screen.getByText('Minimum score to pass: 5.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Highway code\.pdf/ }).getAttribute('href')).toBe(quiz.files[0]!.url);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('asks for every question to be answered before sending', async () => {
    const calls = quizApi(() => json(200, failed));
    await openQuiz();
    await userEvent.click(screen.getByRole('button', { name: 'Submit my answers' }));
    expect(await screen.findAllByText('Choose an answer.')).toHaveLength(2);
    expect(calls.some((call) => call.path === '/api/auth/quiz/submit')).toBe(false);
  });

  it('explains a failed attempt, then lets the taker try again', async () => {
    const calls = quizApi(() => json(200, failed));
    await openQuiz();
    await answer('Never', ['The colour']);

    expect(await screen.findByText('You did not pass the quiz')).toBeTruthy();
    expect(screen.getByText('Your score: -1 (minimum to pass: 5).')).toBeTruthy();
    expect(screen.getByText('Initech asks for a helmet on every ride.')).toBeTruthy();
    expect(screen.getByText('Your answer “Never” is wrong')).toBeTruthy();
    expect(screen.getByText(/A helmet protects your head\./)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/quiz/submit')?.body).toEqual({
      ...credentials,
      answers: [
        { questionId: 11, answerIds: [102] },
        { questionId: 12, answerIds: [113] },
      ],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByText('You did not pass the quiz')).toBeNull();
    expect((screen.getByRole('radio', { name: 'Never' }) as HTMLInputElement).checked).toBe(false);
  });

  it('signs the taker in on success and opens the dashboard in their language', async () => {
    quizApi(() =>
      json(200, {
        passed: true,
        score: 6,
        minimumScore: 5,
        user: makeUser({ language: 'nl', status: 'active' }),
      } satisfies QuizSubmitResponse),
    );
    const app = await openQuiz();
    await answer('Yes, always', ['The brakes', 'The tyres']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(app.location()).toBe('/nl/dashboard');
  });

  it.each([
    ['quiz_unavailable', 409, 'An error occurred. Please try again later.'],
    ['quiz_not_required', 409, 'This account is not active.'],
  ])('explains %s', async (code, status, message) => {
    quizApi(() => apiError(status, code));
    await openQuiz();
    await answer('Yes, always', ['The brakes']);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('sends a visitor who did not sign in first to the login page', async () => {
    forgetQuizSession();
    quizApi(() => json(500));
    const app = await renderRoutes(
      [
        { index: true, element: <h1>Sign in</h1> },
        { path: 'quiz', element: <TakeQuizPage /> },
      ],
      '/en/quiz',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(app.location()).toBe('/en');
  });
});
