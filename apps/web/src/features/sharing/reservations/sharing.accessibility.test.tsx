import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  availabilitySchema,
  ListOf,
  Reservation,
  SharedBike,
  sharedBikeQuizSchema,
  SharedBikeUsage,
  sharedBuildingListSchema,
  stockLocationCurrentSchema,
} from '@veloport/domain';

// Shared-bike reservations (decision 033) through the real routes, guards and layout.

const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const reservation = {
  id: 9,
  code: 'K7PQ2MXA',
  status: 'booked',
  group: 'future',
  start: '2026-12-01T08:00:00.000Z',
  end: '2026-12-01T16:00:00.000Z',
  initialEnd: null,
  bike: { id: 3, frameNumber: 'ACMESHARE001', name: 'Cube Kathmandu Hybrid' },
  building: { id: 1, name: 'Siège Liège' },
  user: { id: 7, name: 'Jean Dupont' },
  company: { id: 1, name: 'Acme' },
  cancelledAt: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  canChangeEnd: true,
  canCancel: true,
} satisfies Reservation;
const bike = {
  id: 3,
  frameNumber: 'ACMESHARE001',
  model: { brand: 'Cube', model: 'Kathmandu Hybrid', frameType: 'H' },
  size: 'M',
  photoUrl: null,
  batteryWh: 625,
  buildingId: 1,
} satisfies SharedBike;

const API: Record<string, unknown> = {
  '/api/reservations': page([reservation]),
  '/api/reservations/9': reservation,
  '/api/shared-bikes/buildings': { data: [{ id: 1, name: 'Siège Liège', bikeCount: 3 }] } satisfies Infer<typeof sharedBuildingListSchema>,
  '/api/shared-bikes/availability': { data: [bike] } satisfies Infer<typeof availabilitySchema>,
  '/api/shared-bikes/usage': { year: 2026, used: 52, limit: 60, remaining: 8, warn: true, quizRequired: false } satisfies SharedBikeUsage,
  '/api/shared-bikes/quiz': {
    quiz: {
      title: 'Pool bikes at Acme',
      description: null,
      minimumScore: 1,
      questions: [
        {
          id: 1,
          description: 'Where do you bring the bike back?',
          multiple: false,
          answers: [
            { id: 1, text: 'To its building' },
            { id: 2, text: 'Home' },
          ],
        },
      ],
      files: [],
    },
  } satisfies Infer<typeof sharedBikeQuizSchema>,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const acme = { id: 1, name: 'Acme', conditions: [{ access: 'leasing,sharing' }] };
const employee = makeUser({ language: 'en', company: acme });
const fleet = makeUser({ language: 'en', company: acme, permission: ['fleetManager'], id: 8 });

function signedIn(user: ReturnType<typeof makeUser>) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    return call.path in API ? json(200, API[call.path]) : undefined;
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('reservation pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    [
      '/en/dashboard/reservations/create',
      employee,
      'Book a shared bike',
      'You have used a shared bike on 52 of the 60 days allowed this year: 8 left.',
    ],
    ['/en/dashboard/reservations/K7PQ2MXA/confirmation', employee, 'Booking confirmed', 'K7PQ2MXA'],
    ['/en/dashboard/reservations/mine', employee, 'My reservations', 'Cube Kathmandu Hybrid'],
    ['/en/dashboard/reservations/list', fleet, 'Reservations', 'K7PQ2MXA'],
    ['/en/dashboard/reservations/9', fleet, 'Reservation K7PQ2MXA', 'Change the end time'],
    ['/en/dashboard/reservations/quiz', employee, 'Shared-bike quiz', 'Pool bikes at Acme'],
  ] as const)('%s', async (url, user, title, text) => {
    signedIn(user);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the free bikes of the slot and stays accessible', async () => {
    signedIn(employee);
    renderApp('/en/dashboard/reservations/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Show free bikes' }, { timeout: 10_000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Cube Kathmandu Hybrid (ACMESHARE001)' }, { timeout: 5_000 }));
    expect(await screen.findByRole('checkbox', { name: 'I accept the terms of use of the shared bikes' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});
