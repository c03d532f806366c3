import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConditionsPage } from '@/features/companies/conditions/routes/conditions-page';
import { ACME_BIKES, ACME_BUILDINGS, ACME_CONDITIONS, ACME_USERS } from '@/features/companies/conditions/test-data';
import { apiError, json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import type { Building, ListOf, UserListItem } from '@veloport/domain';

const fleetManager = makeUser({
  language: 'en',
  permission: ['fleetManager'],
  company: { id: 1, name: 'Acme', conditions: [{ access: ACME_CONDITIONS.access }] },
});

function conditionsApi(
  onSave: (call: ApiCall) => Response = (call) => json(200, { ...ACME_CONDITIONS, ...(call.body as object) }),
  { bikes = ACME_BIKES, conditions = ACME_CONDITIONS } = {},
) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: fleetManager });
    if (call.path === '/api/companies/1/conditions' && call.method === 'GET') return json(200, conditions);
    if (call.path === '/api/companies/1/conditions' && call.method === 'PUT') return onSave(call);
    if (call.path === '/api/companies/1/buildings')
      return json(200, { data: ACME_BUILDINGS, meta: { page: 1, perPage: 100, total: 2 } } satisfies ListOf<Building>);
    if (call.path === '/api/companies/1/bikes') return json(200, { data: bikes });
    if (call.path === '/api/users')
      return json(200, { data: ACME_USERS, meta: { page: 1, perPage: 100, total: 1 } } satisfies ListOf<UserListItem>);
    if (call.path.startsWith('/api/companies/2/')) return apiError(404, 'not_found');
    return undefined;
  });
}

async function openConditions(companyId = 1) {
  const app = await renderRoutes(
    [
      { path: 'dashboard/fleet/conditions/:id', element: <ConditionsPage area="fleet" /> },
      { path: 'error/:errorCode', element: <h1>Error page</h1> },
    ],
    `/en/dashboard/fleet/conditions/${companyId}`,
  );
  return app;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
/** The text that describes an input to assistive technology (its hint and its error). */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const setTime = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save the conditions' }));

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the conditions form', { timeout: 20_000 }, () => {
  it('shows every shared-bike field filled from the API', async () => {
    conditionsApi();
    await openConditions();
    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions of Acme' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Shared bikes' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Rental' })).toHaveProperty('checked', false);
    expect(field('Pick-up from').value).toBe('07:30');
    expect(field('Return until').value).toBe('19:00');
    expect(field('Days bookable in advance').value).toBe('14');
    expect(field('Maximum per month (optional)').value).toBe('8');
    // 600 minutes in the API: the fleet manager reads hours (issue 25, point 12).
    expect(field('Longest booking (hours) (optional)').value).toBe('10');
    expect(field('Price per day of private use (optional)').value).toBe('2');
    expect(screen.getByRole('switch', { name: /Forbid bookings between two different buildings/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).toHaveProperty('checked', false);
    expect(screen.getByRole('link', { name: 'Edit the quiz' }).getAttribute('href')).toBe('/en/dashboard/fleet/quiz?companyId=1');
  });

  it('refuses a window that ends before it starts, with the translated message, without calling the API', async () => {
    const calls = conditionsApi();
    await openConditions();
    await screen.findByRole('heading', { level: 1, name: 'Conditions of Acme' });
    setTime('Pick-up from', '10:00');
    setTime('Pick-up until', '07:30');
    await save();

    expect(await screen.findByText('The end must come after the start.')).toBeTruthy();
    expect(description(field('Pick-up until'))).toContain('The end must come after the start.');
    expect(field('Pick-up until').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Some fields are invalid. Please check them.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('applies the shared rules in the browser: return before pick-up, limits above the monthly maximum', async () => {
    const calls = conditionsApi();
    await openConditions();
    await screen.findByRole('heading', { level: 1, name: 'Conditions of Acme' });
    setTime('Return from', '07:00');
    await userEvent.clear(field('Maximum at the same time (optional)'));
    await userEvent.type(field('Maximum at the same time (optional)'), '9');
    await save();

    await waitFor(() => expect(description(field('Return from'))).toContain('The return window cannot start before the pick-up window.'));
    expect(description(field('Maximum at the same time (optional)'))).toContain('Cannot exceed the monthly maximum.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('puts the API’s field errors under the right inputs', async () => {
    conditionsApi(() =>
      apiError(422, 'validation_failed', {
        fields: {
          'sharedBikes.returnWindow.start': 'return_before_take',
          'sharedBikes.maxPerMonth': 'max_exceeds_year',
          'sharedBikes.maxBookingMinutes': 'too_small',
          'sharedBikes.allowedDays': 'weekend_forbidden',
          'sharedBikes.buildingIds.1': 'unknown',
          access: 'unknown_feature',
        },
      }),
    );
    await openConditions();
    await screen.findByRole('heading', { level: 1, name: 'Conditions of Acme' });
    await save();

    expect(await screen.findByText('The return window cannot start before the pick-up window.')).toBeTruthy();
    expect(description(field('Return from'))).toContain('The return window cannot start before the pick-up window.');
    expect(description(field('Maximum per month (optional)'))).toContain('Cannot exceed the yearly maximum.');
    expect(field('Longest booking (hours) (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('Buildings (optional)'))).toContain('Unknown value.');
    expect(screen.getByText('Weekend use is not allowed by these conditions.')).toBeTruthy();
    expect(screen.getByText('Unknown access value.')).toBeTruthy();
    expect(screen.getByText('Some fields are invalid. Please check them.')).toBeTruthy();
  });

  it('sends every field of the shared-bike condition and confirms the save', async () => {
    const calls = conditionsApi();
    await openConditions();
    await screen.findByRole('heading', { level: 1, name: 'Conditions of Acme' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rental' }));
    setTime('Return until', '18:30');
    await userEvent.clear(field('Maximum per month (optional)'));
    await userEvent.clear(field('Longest booking (hours) (optional)'));
    await userEvent.type(field('Longest booking (hours) (optional)'), '1.5');
    await userEvent.clear(field('Price per day of private use (optional)'));
    await userEvent.type(field('Price per day of private use (optional)'), '2.75');
    await save();

    expect(await screen.findByText('The conditions have been saved.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.headers.get('X-XSRF-TOKEN')).toBe('t0k3n');
    expect(put?.body).toEqual({
      access: 'leasing,sharing,cafeteria,maintenance,rental',
      selfRegistration: true,
      quizRequired: false,
      sharedBikes: {
        ...ACME_CONDITIONS.sharedBikes,
        returnWindow: { start: '15:00', end: '18:30' },
        maxPerMonth: null,
        // Typed in hours, sent in minutes.
        maxBookingMinutes: 90,
        // Typed in euros, sent in cents.
        privateUseDailyCents: 275,
      },
    });
  });

  it('refuses an absurd private-use price in the browser, under its input', async () => {
    const calls = conditionsApi();
    await openConditions();
    await screen.findByRole('heading', { level: 1, name: 'Conditions of Acme' });
    await userEvent.clear(field('Price per day of private use (optional)'));
    await userEvent.type(field('Price per day of private use (optional)'), '150');
    await save();

    await waitFor(() => expect(field('Price per day of private use (optional)').getAttribute('aria-invalid')).toBe('true'));
    expect(description(field('Price per day of private use (optional)'))).toContain('This value is too large.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('lets the fleet manager search the company’s bikes by model (accents ignored), pick one and send its id', async () => {
    const calls = conditionsApi();
    await openConditions();
    await screen.findByRole('heading', { level: 1, name: 'Conditions of Acme' });
    const bikes = field('Bikes (optional)');
    expect(description(bikes)).toContain('Leave empty to share every bike of the company.');
    await userEvent.click(bikes);
    await userEvent.type(bikes, 'muller');
    expect(screen.queryByRole('option', { name: 'GAZ104455 — Gazelle Ultimate C380' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'RIE208811 — Riese & Müller Load 75' }));
    await save();

    expect(await screen.findByText('The conditions have been saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ sharedBikes: { bikeIds: [32] } });
  });

  it('says so when the company has no bikes', async () => {
    conditionsApi(undefined, { bikes: [] });
    await openConditions();
    await screen.findByRole('heading', { level: 1, name: 'Conditions of Acme' });
    const bikes = field('Bikes (optional)');
    expect(description(bikes)).toContain('This company has no bikes yet.');
    expect(bikes.disabled).toBe(true);
  });

  it('keeps a bike that left the company visible, and shows the API’s refusal under the bikes', async () => {
    const conditions = { ...ACME_CONDITIONS, sharedBikes: { ...ACME_CONDITIONS.sharedBikes, bikeIds: [99] } };
    conditionsApi(() => apiError(422, 'validation_failed', { fields: { 'sharedBikes.bikeIds.0': 'not_company_bike' } }), { conditions });
    await openConditions();
    await screen.findByRole('heading', { level: 1, name: 'Conditions of Acme' });
    expect(screen.getByText('Bike #99 (no longer with the company)')).toBeTruthy();
    await save();
    await waitFor(() => expect(description(field('Bikes (optional)'))).toContain('This bike does not belong to this company.'));
  });

  it('opens the 404 page for another company’s conditions', async () => {
    conditionsApi();
    const app = await openConditions(2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error page' })).toBeTruthy();
    expect(app.location()).toBe('/en/error/404');
  });
});
