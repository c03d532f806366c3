import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { FleetCalendar } from '@/features/sharing/reservations/api/get-fleet-calendar';

// The fleet calendar (decision 033, "Calendar") through the real route, guard and layout.

const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' });
const calendar = {
  companyId: 3,
  from: `${today.slice(0, 7)}-01`,
  to: today,
  bikes: [
    {
      id: 11,
      frameNumber: 'ACMESHARE001',
      name: 'Cube Kathmandu Hybrid',
      building: 'Siège Liège',
      reservations: [
        {
          id: 1,
          code: 'R1',
          userId: 7,
          holder: 'Fiona Fleet',
          start: `${today}T09:00`,
          end: `${today}T16:00`,
          startAt: '',
          endAt: '',
          status: 'booked',
        },
      ],
    },
    { id: 12, frameNumber: 'ACMESHARE002', name: 'Cube Kathmandu Hybrid', building: null, reservations: [] },
  ],
} satisfies FleetCalendar;
const fleetManager = makeUser({
  language: 'en',
  firstname: 'Fiona',
  lastname: 'Fleet',
  permission: ['fleetManager'],
  company: { id: 3, name: 'Acme', conditions: [{ access: 'leasing,sharing' }] },
});

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the fleet calendar', { timeout: 30_000 }, () => {
  it('shows bikes × days as a table with headers, one h1, and no serious axe violation, in month and week views', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: fleetManager });
      if (call.path === '/api/fleet/calendar') return json(200, calendar);
      return undefined;
    });
    renderApp('/en/dashboard/fleet/calendar');
    await screen.findByRole('heading', { level: 1, name: 'Shared-bike calendar' }, { timeout: 10_000 });
    const table = await screen.findByRole('table', {}, { timeout: 5_000 });
    expect(within(table).getByRole('rowheader', { name: 'Cube Kathmandu Hybrid Siège Liège · ACMESHARE001' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Cube Kathmandu Hybrid ACMESHARE002' })).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').length).toBeGreaterThan(27);
    // The month fits the screen: the booking shows its holder's initials, the whole of it for screen readers.
    expect(within(table).getByText('FF')).toBeTruthy();
    expect(within(table).getByText('Fiona Fleet 09:00–16:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Download the month's PDF" }).getAttribute('href')).toContain('/api/fleet/calendar.pdf?');
    expect(screen.getByRole('link', { name: 'Payroll file (CSV)' }).getAttribute('href')).toContain(`month=${today.slice(0, 7)}`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'Week' }));
    await screen.findByText(/^Week from/);
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(8);
    expect(within(screen.getByRole('table')).getByText('Fiona Fleet')).toBeTruthy();
    expect(new Set(calls.filter((c) => c.path === '/api/fleet/calendar').map((c) => c.query.toString())).size).toBe(2);
    expect(await seriousViolations()).toEqual([]);
  });
});
