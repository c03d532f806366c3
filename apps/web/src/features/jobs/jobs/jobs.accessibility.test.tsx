import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { seriousViolations } from '@/test/axe';
import type { BackgroundJob, ListOf } from '@veloport/domain';

const job = (over: Partial<BackgroundJob>) =>
  ({
    id: '7c1d3e0a-1111-4222-8333-444455556666',
    name: 'mail.send',
    state: 'completed',
    summary: 'lea@example.be — Veloport: we have received your message',
    attempts: 1,
    retryLimit: 5,
    lastError: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    startAfter: '2026-11-24T09:00:00.000Z',
    completedAt: '2026-11-24T09:00:01.000Z',
    ...over,
  }) satisfies BackgroundJob;

afterEach(() => vi.unstubAllGlobals());

describe('background jobs screen', { timeout: 40_000 }, () => {
  it('lists jobs with readable states and errors, a retry for a failed one, and passes axe', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check')
        return json(200, { authenticated: true, user: makeUser({ language: 'en', isAdmin: true, permission: ['admin'] }) });
      if (call.path === '/api/jobs')
        return json(200, {
          data: [
            job({
              id: '7c1d3e0a-1111-4222-8333-000000000001',
              state: 'failed',
              attempts: 6,
              lastError: 'Mailbox unavailable: rui@example.be',
              summary: 'rui@example.be — Veloport: we have received your message',
            }),
            job({}),
          ],
          meta: { page: 1, perPage: 25, total: 2 },
        } satisfies ListOf<BackgroundJob>);
      return undefined;
    });
    renderApp('/en/dashboard/jobs');
    await screen.findByRole('heading', { level: 1, name: 'Background jobs' }, { timeout: 20_000 });
    expect(await screen.findByText('Mailbox unavailable: rui@example.be', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByText('Failed').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Done').length).toBeGreaterThan(0);
    expect(screen.getByText('6 of 6')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Retry: rui@example.be/ })).toHaveLength(1);
    expect(calls.some((c) => c.path === '/api/jobs')).toBe(true);
    expect(await seriousViolations()).toEqual([]);
  });
});
