import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BikeModel } from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BikeCreatePage } from '@/features/catalog/catalog/routes/bike-create-page';
import { apiError, json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';

const admin = makeUser({ language: 'en', isAdmin: true, permission: ['admin'] });
const at = '2026-02-01T10:00:00.000Z';
const weight = { id: 3, name: { fr: 'Poids', en: 'Weight', nl: 'Gewicht' }, unit: 'kg', type: 'number' as const, position: 1 };

const created = (body: Record<string, unknown>): BikeModel =>
  ({
    ...(body as object),
    id: 77,
    slug: 'cube-test-2026',
    sizeBands: [],
    engineTier: null,
    batteryTier: null,
    publicPriceCents: Number(body.priceCents),
    discountPercent: 0,
    photos: [],
    createdAt: at,
    updatedAt: at,
  }) as unknown as BikeModel;

function catalogApi(onCreate: (call: ApiCall) => Response = (call) => json(201, { model: created(call.body as Record<string, unknown>) })) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: admin });
    if (call.path === '/api/catalog/characteristics') return json(200, { data: [weight] });
    if (call.path === '/api/catalog/bikes' && call.method === 'POST') return onCreate(call);
    return undefined;
  });
}

async function openCreate() {
  const app = await renderRoutes(
    [
      { path: 'dashboard/bikes-catalog/create', element: <BikeCreatePage /> },
      { path: 'dashboard/bikes-catalog/:id/details', element: <h1>Model page</h1> },
    ],
    '/en/dashboard/bikes-catalog/create',
  );
  await screen.findByRole('heading', { level: 1, name: 'New bike model' });
  await screen.findByLabelText('Weight (kg) (optional)', { selector: 'input' });
  return app;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input,select,textarea' }) as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create the model' }));

async function fillModel() {
  await userEvent.type(field('Brand'), 'Cube');
  await userEvent.type(field('Model'), 'Test Hybrid 625');
  await userEvent.selectOptions(field('Frame type'), 'F');
  await userEvent.selectOptions(field('Usage'), 'trekking');
  await userEvent.type(field('Sizes'), 'M{enter}L{enter}');
  await userEvent.clear(field('Year'));
  await userEvent.type(field('Year'), '2026');
  await userEvent.type(field('Battery (Wh)'), '625');
  await userEvent.type(field('Motor torque (Nm)'), '85');
  await userEvent.type(field('Catalogue price excl. VAT'), '2499.99');
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the bike model form', { timeout: 30_000 }, () => {
  it('sends the price typed in euros as integer cents, and opens the new model', async () => {
    const calls = catalogApi();
    const app = await openCreate();
    await fillModel();
    await userEvent.type(field('Discount price excl. VAT (optional)'), '2199');
    await userEvent.type(field('Weight (kg) (optional)'), '24.5');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Can be offered in cafeteria plans' }));
    await submit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Model page' })).toBeTruthy();
    expect(app.location()).toBe('/en/dashboard/bikes-catalog/77/details');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      brand: 'Cube',
      model: 'Test Hybrid 625',
      slug: null,
      externalRef: null,
      frameType: 'F',
      sizes: ['M', 'L'],
      season: null,
      year: 2026,
      usage: 'trekking',
      electric: true,
      batteryWh: 625,
      engineNm: 85,
      priceCents: 249999,
      vatRate: 21,
      discountPriceCents: 219900,
      characteristics: { '3': 24.5 },
      description: { fr: '', en: '', nl: '' },
      cafeteriaEligible: true,
      available: true,
    });
  });

  it('checks in the browser first: a missing price and battery are said under their inputs, nothing is sent', async () => {
    const calls = catalogApi();
    await openCreate();
    await userEvent.type(field('Brand'), 'Cube');
    await userEvent.type(field('Model'), 'No price');
    await userEvent.type(field('Sizes'), 'M{enter}');
    await submit();
    expect((await screen.findAllByText('This field is required.')).length).toBe(3);
    expect(field('Catalogue price excl. VAT').getAttribute('aria-invalid')).toBe('true');
    expect(field('Battery (Wh)').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the API's field errors under their inputs (a taken slug under the model name)", async () => {
    catalogApi(() => apiError(422, 'validation_failed', { fields: { slug: 'slug_taken', discountPriceCents: 'too_big' } }));
    await openCreate();
    await fillModel();
    await userEvent.type(field('Discount price excl. VAT (optional)'), '100');
    await submit();

    const model = field('Model');
    await vi.waitFor(() => expect(model.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (input: HTMLElement) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(describedBy(model)).not.toBe('');
    expect(field('Discount price excl. VAT (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(within(document.body).getAllByRole('alert').length).toBeGreaterThan(0);
  });
});
