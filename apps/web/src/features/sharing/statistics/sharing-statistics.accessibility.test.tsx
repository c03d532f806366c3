import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { AssistanceReport, ListOf, MyStatistics, Reservation, TurnedAwaySearch, UsageStatistics } from '@veloport/domain';

// Shared-bike statistics and assistance (decision 038) through the real routes, guards and layout.

const acme = { id: 3, name: 'Acme', conditions: [{ access: 'leasing,sharing' }] };
const employee = makeUser({ language: 'en', firstname: 'Emile', lastname: 'Employé', company: acme });
const fleetManager = makeUser({
  id: 8,
  language: 'en',
  firstname: 'Fiona',
  lastname: 'Fleet',
  permission: ['fleetManager'],
  company: acme,
});
const mechanic = makeUser({ id: 9, language: 'en', firstname: 'Marc', lastname: 'Mécano', permission: ['bikeMechanic'] });

const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  trips: i % 3,
  days: i % 3,
  hours: (i % 3) * 7.5,
}));
const mine = { year: 2026, years: [2024, 2025, 2026], daysUsed: 14, limit: 60, trips: 12, months } satisfies MyStatistics;
const usage = {
  companyId: 3,
  from: '2026-10-28',
  to: '2026-11-26',
  totals: { trips: 40, hours: 310.5, days: 20, bikes: 2, idle: 1, turnedAway: 2 },
  bikes: [
    { id: 11, frameNumber: 'ACMESHARE001', building: 'Siège Liège', trips: 40, hours: 310.5, days: 20 },
    { id: 12, frameNumber: 'ACMESHARE002', building: 'Entrepôt Herstal', trips: 0, hours: 0, days: 0 },
  ],
  buildings: [{ id: 1, name: 'Siège Liège', trips: 40, hours: 310.5, days: 20, turnedAway: 2 }],
  months: [
    { month: '2026-10', trips: 10, hours: 80, turnedAway: 0 },
    { month: '2026-11', trips: 30, hours: 230.5, turnedAway: 2 },
  ],
  idle: [{ id: 12, frameNumber: 'ACMESHARE002', building: 'Entrepôt Herstal', lastUse: '2025-06-12T06:30:00.000Z' }],
} satisfies UsageStatistics;
const turnedAway = {
  data: [
    {
      id: 1,
      at: '2026-11-20T07:00:00.000Z',
      building: { id: 1, name: 'Siège Liège' },
      start: '2026-11-21T08:00:00.000Z',
      end: '2026-11-21T16:00:00.000Z',
      user: { id: 7, name: 'Emile Employé' },
    },
  ],
  meta: { page: 1, perPage: 10, total: 1 },
} satisfies ListOf<TurnedAwaySearch>;
const report = {
  id: 5,
  kind: 'flat_tyre',
  status: 'in_progress',
  comment: 'Front tyre flat on arrival',
  hasPhoto: false,
  reservation: { id: 40, code: 'ABC123', start: '2026-11-20T08:00:00.000Z', end: '2026-11-20T16:00:00.000Z' },
  bike: { id: 11, frameNumber: 'ACMESHARE001' },
  building: { id: 1, name: 'Siège Liège' },
  company: { id: 3, name: 'Acme' },
  reporter: { id: 7, name: 'Emile Employé' },
  createdAt: '2026-11-20T10:00:00.000Z',
  inProgress: { at: '2026-11-20T12:00:00.000Z', by: { id: 9, name: 'Marc Mécano' } },
  resolved: null,
  canChangeStatus: true,
  canAddPhoto: false,
} satisfies AssistanceReport;
const reservation = {
  id: 40,
  code: 'ABC123',
  start: '2026-11-20T08:00:00.000Z',
  end: '2026-11-20T16:00:00.000Z',
  group: 'finished',
  status: 'booked',
  initialEnd: null,
  bike: { id: 11, frameNumber: 'ACMESHARE001', name: 'Riese Multicharger' },
  building: { id: 1, name: 'Siège Liège' },
  user: { id: 7, name: 'Emile Employé' },
  company: { id: 3, name: 'Acme' },
  cancelledAt: null,
  createdAt: '2026-11-19T10:00:00.000Z',
  canChangeEnd: false,
  canCancel: false,
} satisfies Reservation;

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('shared-bike statistics and assistance', { timeout: 30_000 }, () => {
  it('shows an employee their days out of 60 and a month table beside the chart, and switches years', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: employee });
      if (call.path === '/api/shared-bikes/my-statistics')
        return json(
          200,
          call.query.get('year') === '2024'
            ? ({
                ...mine,
                year: 2024,
                months: months.slice(3, 12).map((m) => ({ ...m, month: m.month.replace('2026', '2024') })),
              } satisfies MyStatistics)
            : mine,
        );
      return undefined;
    });
    renderApp('/en/dashboard/reservations/statistics');
    await screen.findByRole('heading', { level: 1, name: 'My shared-bike statistics' }, { timeout: 10_000 });
    expect(await screen.findByText('14 of 60 days', { selector: 'p' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'My use per month in 2026' });
    expect(within(table).getByRole('rowheader', { name: 'January 2026' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2024');
    await screen.findByRole('table', { name: 'My use per month in 2024' });
    expect(calls.some((c) => c.path === '/api/shared-bikes/my-statistics' && c.query.get('year') === '2024')).toBe(true);
  });

  it('shows the fleet manager per bike, building and month with downloads, idle bikes and turned-away searches', async () => {
    mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: fleetManager });
      if (call.path === '/api/shared-bikes/statistics') return json(200, usage);
      if (call.path === '/api/shared-bikes/turned-away') return json(200, turnedAway);
      return undefined;
    });
    renderApp('/en/dashboard/fleet/usage-statistics');
    await screen.findByRole('heading', { level: 1, name: 'Shared-bike statistics' }, { timeout: 10_000 });
    const perBike = await screen.findByRole('table', { name: 'Use per bike' });
    expect(within(perBike).getByRole('rowheader', { name: 'ACMESHARE001' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Idle bikes' })).toBeTruthy();
    expect(await screen.findByText('Emile Employé')).toBeTruthy();
    const csv = screen.getByRole('link', { name: 'Download "Use per bike" as CSV' }).getAttribute('href')!;
    expect(csv).toContain('/api/shared-bikes/statistics/export?');
    expect(csv).toContain('table=bikes');
    expect(screen.getByRole('link', { name: 'Download "Turned-away searches" as XLSX' }).getAttribute('href')).toContain(
      '/api/shared-bikes/turned-away?',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('lists the reports to the workshop and moves one to resolved from its detail', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: mechanic });
      if (call.path === '/api/assistance-reports')
        return json(200, { data: [report], meta: { page: 1, perPage: 25, total: 1 } } satisfies ListOf<AssistanceReport>);
      if (call.path === '/api/assistance-reports/5/status')
        return json(200, {
          ...report,
          status: 'resolved',
          resolved: { at: '2026-11-21T09:00:00.000Z', by: { id: 9, name: 'Marc Mécano' } },
          canChangeStatus: false,
        } satisfies AssistanceReport);
      if (call.path === '/api/assistance-reports/5') return json(200, report);
      return undefined;
    });
    renderApp('/en/dashboard/reservations/assistance');
    await screen.findByRole('heading', { level: 1, name: 'Assistance reports' }, { timeout: 10_000 });
    expect(await screen.findByRole('link', { name: 'Report 5' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Report 5' }));
    await screen.findByRole('heading', { level: 1, name: 'Assistance report 5' });
    expect(await screen.findByText('Front tyre flat on arrival')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Mark resolved' }));
    await screen.findByText('Resolved', { selector: '.mantine-Badge-label' });
    expect(calls.find((c) => c.path === '/api/assistance-reports/5/status')?.body).toEqual({ status: 'resolved' });
  });

  it('lets an employee report a flat tyre from a reservation; a missing kind is said in the form', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: employee });
      if (call.path === '/api/reservations/40') return json(200, reservation);
      if (call.path === '/api/assistance-reports' && call.method === 'POST')
        return json(201, {
          ...report,
          status: 'open',
          inProgress: null,
          canChangeStatus: false,
          canAddPhoto: true,
        } satisfies AssistanceReport);
      if (call.path === '/api/assistance-reports/5')
        return json(200, { ...report, status: 'open', inProgress: null, canChangeStatus: false } satisfies AssistanceReport);
      return undefined;
    });
    renderApp('/en/dashboard/reservations/assistance/create?reservationId=40');
    await screen.findByRole('heading', { level: 1, name: 'Report a problem with the bike' }, { timeout: 10_000 });
    expect(await screen.findByText('Reservation ABC123')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Flat tyre' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Front tyre flat');
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    await screen.findByText('Your report was sent to the fleet manager and the workshop.');
    expect(calls.find((c) => c.path === '/api/assistance-reports' && c.method === 'POST')?.body).toEqual({
      reservationId: 40,
      kind: 'flat_tyre',
      comment: 'Front tyre flat',
    });
  });
});
