import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type { Booker, bookingCompanyListSchema, SharedBikeHomeList, SharedBikeUsage, sharedBuildingListSchema } from '@veloport/domain';

// Booking on someone's behalf and each shared bike's building (decision 039), through the real routes, guards and layout.

const searchStaff = makeUser({ language: 'en', firstname: 'Simone', lastname: 'Search', permission: ['search'], company: null });
const fleetManager = makeUser({
  language: 'en',
  firstname: 'Fiona',
  lastname: 'Fleet',
  permission: ['fleetManager'],
  company: { id: 3, name: 'Acme', conditions: [{ access: 'leasing,sharing' }] },
});
const emile = { id: 70, name: 'Emile Employee', email: 'employee@acme.test' } satisfies Booker;

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('booking on someone’s behalf', { timeout: 30_000 }, () => {
  it('lets the shop’s staff pick the company and the person, then shows the booking form for them, with no serious axe violation', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: searchStaff });
      if (call.path === '/api/shared-bikes/booking-companies')
        return json(200, { data: [{ id: 3, name: 'Acme' }] } satisfies Infer<typeof bookingCompanyListSchema>);
      if (call.path === '/api/shared-bikes/bookers') return json(200, { data: [emile] });
      if (call.path === '/api/shared-bikes/buildings')
        return json(200, { data: [{ id: 1, name: 'Siège Liège', bikeCount: 3 }] } satisfies Infer<typeof sharedBuildingListSchema>);
      if (call.path === '/api/shared-bikes/usage')
        return json(200, { year: 2026, used: 3, limit: 60, remaining: 57, warn: false, quizRequired: false } satisfies SharedBikeUsage);
      return undefined;
    });
    renderApp('/en/dashboard/reservations/create');
    await screen.findByRole('heading', { level: 1, name: 'Book a shared bike' }, { timeout: 10_000 });
    expect(screen.getByText(/Choose the company and the person you book for/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show free bikes' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);

    await userEvent.click((await screen.findAllByLabelText(/^Company/))[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Acme' }));
    await userEvent.type(screen.getAllByLabelText(/^Book for/)[0]!, 'emi');
    await userEvent.click(await screen.findByRole('option', { name: 'Emile Employee (employee@acme.test)' }));
    await screen.findByText('Booking for Emile Employee');
    expect(await screen.findByRole('button', { name: 'Show free bikes' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/shared-bikes/bookers' && c.query.get('companyId') === '3')).toBe(true);
    expect(calls.some((c) => c.path === '/api/shared-bikes/buildings' && c.query.get('companyId') === '3')).toBe(true);
    expect(calls.some((c) => c.path === '/api/shared-bikes/usage' && c.query.get('userId') === '70')).toBe(true);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('each shared bike’s building', { timeout: 30_000 }, () => {
  it('lists the bikes with a labelled building choice each, saves a change, and has no serious axe violation', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: fleetManager });
      if (call.path === '/api/shared-bikes' && call.method === 'GET')
        return json(200, {
          data: [
            { id: 11, frameNumber: 'ACMESHARE001', name: 'Cube Kathmandu', size: 'M', buildingId: 1 },
            { id: 12, frameNumber: 'ACMESHARE002', name: 'Cube Kathmandu', size: 'L', buildingId: null },
          ],
          buildings: [
            { id: 1, name: 'Siège Liège' },
            { id: 2, name: 'Entrepôt Herstal' },
          ],
        } satisfies SharedBikeHomeList);
      if (call.path === '/api/shared-bikes/12/building') return json(200, { bikeId: 12, buildingId: 2 });
      return undefined;
    });
    renderApp('/en/dashboard/fleet/shared-bikes');
    await screen.findByRole('heading', { level: 1, name: 'Each shared bike’s building' }, { timeout: 10_000 });
    const table = await screen.findByRole('table', {}, { timeout: 5_000 });
    expect(within(table).getByRole('rowheader', { name: 'ACMESHARE001' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Building of ACMESHARE002' }), 'Entrepôt Herstal');
    await screen.findByText('ACMESHARE002 now sits in: Entrepôt Herstal.');
    const put = calls.find((c) => c.path === '/api/shared-bikes/12/building');
    expect(put?.method).toBe('PUT');
    expect(await seriousViolations()).toEqual([]);
  });
});
