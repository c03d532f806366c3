import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { forgetQuizSession } from '@/features/companies/quiz/quiz-session';
import { apiError, json, mockApi, type ApiCall } from '@/test/mock-api';
import type { QuizToTake } from '@veloport/domain';

const quiz = {
  title: 'Ride safely',
  description: null,
  minimumScore: 2,
  files: [],
  questions: [
    {
      id: 1,
      description: 'Helmet?',
      multiple: false,
      answers: [
        { id: 1, text: 'Yes' },
        { id: 2, text: 'No' },
      ],
    },
  ],
} satisfies QuizToTake;

function inactiveApi(start: (call: ApiCall) => Response) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: false, user: null });
    if (call.path === '/api/auth/login') return apiError(403, 'user_inactive');
    if (call.path === '/api/auth/quiz/start') return start(call);
    return undefined;
  });
}

async function signIn() {
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  await userEvent.type(screen.getByLabelText('E-mail address', { selector: 'input' }), 'igor@initech.test');
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Velo-demo-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetQuizSession();
});

describe('login page and the activation quiz', { timeout: 20_000 }, () => {
  it('offers the quiz to an inactive account that must pass it, with the same credentials', async () => {
    const calls = inactiveApi(() => json(200, { quiz }));
    const app = renderApp('/en');
    await signIn();
    expect(await screen.findByText('This account is not active.')).toBeTruthy();
    expect(await screen.findByText('Your account must be activated: pass the quiz')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/quiz/start')?.body).toEqual({
      email: 'igor@initech.test',
      password: 'Velo-demo-2026',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Take the quiz' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ride safely' })).toBeTruthy();
    expect(app.location()).toBe('/en/quiz');
    expect(JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })).not.toContain('Velo-demo-2026');
  });

  it('keeps the inactive message alone when no quiz applies', async () => {
    inactiveApi(() => apiError(409, 'quiz_not_required'));
    renderApp('/en');
    await signIn();
    expect(await screen.findByText('This account is not active.')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText(/Checking whether a quiz/)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Take the quiz' })).toBeNull();
    expect(screen.queryByText('An error occurred. Please try again later.')).toBeNull();
  });

  it('says an error occurred when the quiz cannot be loaded', async () => {
    inactiveApi(() => apiError(409, 'quiz_unavailable'));
    renderApp('/en');
    await signIn();
    expect(await screen.findByText('An error occurred. Please try again later.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take the quiz' })).toBeNull();
  });

  it('sends a visitor who opens the quiz page directly to the login page', async () => {
    inactiveApi(() => json(500));
    const app = renderApp('/en/quiz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(app.location()).toBe('/en');
  });
});
