import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brusselsToday, type Ranking } from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { seriousViolations } from '@/test/axe';
import { json, makeUser, mockApi } from '@/test/mock-api';

// The CO2 ranking (decision 093): one h1, no serious axe violation in three languages; an anonymous rider, a shared
// rank, one's own row marked; adding a ride posts what the contract takes.

const ranking: Ranking = {
  period: brusselsToday().slice(0, 7),
  scope: 'company',
  carGramsPerKm: 108,
  data: [
    { rank: 1, name: null, km: 120.5, co2Kg: 13, isMe: false },
    { rank: 2, name: 'Emile Employé', km: 80, co2Kg: 8.6, isMe: true },
    { rank: 2, name: 'Zoé Zèbre', km: 80, co2Kg: 8.6, isMe: false },
  ],
};
const teamRows = [
  { rank: 1, name: 'Rouges', km: 310, co2Kg: 33.5, isMe: true },
  { rank: 2, name: 'Bleus', km: 120, co2Kg: 13, isMe: false },
];
const event = (id: number, title: string, date: string) => ({
  id,
  title,
  date,
  place: 'Liège',
  description: null,
  company: null,
  teamCount: 2,
  myTeamId: null,
});
const events = [event(7, 'Vélotaf de printemps', '2026-04-15'), event(3, 'Bike to work', '2025-09-20')];
const employee = makeUser({ id: 8, permission: [], company: { id: 2, name: 'Acme', conditions: [] } });
// The admin also sets the CO2 factor on the page.
const admin = makeUser({ id: 1, permission: ['admin'], isAdmin: true });

function signedIn(language: 'fr' | 'en' | 'nl', user = employee) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: { ...user, language } });
    if (call.path === '/api/impact/settings') return json(200, { carGramsPerKm: 108 });
    if (call.path === '/api/ranking' && call.query.get('scope') === 'teams')
      return json(200, { ...ranking, scope: 'teams', eventId: Number(call.query.get('eventId')), data: teamRows });
    if (call.path === '/api/ranking') return json(200, ranking);
    if (call.path === '/api/events') return json(200, { data: events, meta: { page: 1, perPage: 50, total: 2 } });
    if (call.path === '/api/me/rides' && call.method === 'POST')
      return json(201, { id: 5, date: brusselsToday(), km: 12.5, createdAt: '' });
    if (call.path === '/api/me/rides') return json(200, { data: [{ id: 4, date: '2026-11-02', km: 20, createdAt: '' }] });
    if (call.path === '/api/me/commute') return json(200, { oneWayKm: 8.5, daysPerMonth: 12 });
    return undefined;
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('ranking page', { timeout: 30_000 }, () => {
  it.each([
    ['fr', 'Classement CO2', 'Anonyme'],
    ['en', 'CO2 ranking', 'Anonymous'],
    ['nl', 'CO2-klassement', 'Anoniem'],
  ] as const)(
    '%s: one h1, the ranking with its anonymous rider and shared rank, no serious axe violation',
    async (lang, title, anonymous) => {
      signedIn(lang, lang === 'en' ? admin : employee);
      renderApp(`/${lang}/dashboard/ranking`);
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
      const table = await screen.findByRole('table', {}, { timeout: 5_000 });
      expect(within(table).getByText(anonymous)).toBeTruthy();
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['1', '2', '2']);
      expect(rows[1]!.getAttribute('aria-current')).toBe('true');
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      if (lang === 'en') expect(await screen.findByRole('form', { name: 'CO2 factor' })).toBeTruthy();
      expect(await seriousViolations()).toEqual([]);
    },
  );

  it('adds a ride', async () => {
    const calls = signedIn('en');
    renderApp('/en/dashboard/ranking');
    const form = await screen.findByRole('form', { name: 'Add a ride' }, { timeout: 10_000 });
    await userEvent.type(within(form).getByRole('textbox', { name: /Kilometres/ }), '12.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add the ride' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/me/rides')?.body).toEqual({ date: brusselsToday(), km: 12.5 }),
    );
  });

  it('ranks the teams of the latest event, the caller’s team marked, and asks for the chosen one', async () => {
    const calls = signedIn('en');
    renderApp('/en/dashboard/ranking');
    await screen.findByRole('heading', { level: 1, name: 'CO2 ranking' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('radio', { name: 'Event teams' }));
    const table = await screen.findByRole('table', { name: /^Teams:/ }, { timeout: 5_000 });
    expect(await within(table).findByText('Rouges')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Team' })).toBeTruthy();
    expect(within(table).getByText('(your team)')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/ranking' && c.query.get('eventId') === '7')).toBe(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Event' }), '3');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/ranking' && c.query.get('eventId') === '3')).toBe(true));
  });
});
