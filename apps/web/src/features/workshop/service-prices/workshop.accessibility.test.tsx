import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type { ListOf, ServicePrice, stockLocationCurrentSchema, WorkshopCapacity, WorkshopPart } from '@veloport/domain';

// The workshop's price list and capacity (decision 030) through the real routes, guards and layout.

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const service = {
  id: 7,
  description: { fr: 'Réparation crevaison', nl: 'Bandenherstelling', en: 'Puncture repair' },
  category: 'wheels',
  priceInclVatCents: 1800,
  vat: { rate: 6, netCents: 1698, vatCents: 102 },
  store: { id: 1, name: 'Liège' },
  displayed: true,
  billedLast12MonthsCents: 0,
  createdAt: at,
  updatedAt: at,
} satisfies ServicePrice;
const days = Array.from({ length: 14 }, (_, i) => ({
  date: `2026-12-${String(i + 1).padStart(2, '0')}`,
  capacityMinutes: i % 7 === 6 ? 0 : 960,
  bookedMinutes: i === 0 ? 600 : 0,
}));
const capacity = {
  stores: [
    {
      storeId: 1,
      storeName: 'Liège',
      weekly: [960, 960, 960, 960, 960, 480, 0],
      exceptions: [{ date: '2026-12-25', kind: 'closed', minutes: 0, note: 'Noël' }],
      load: days,
      earliest: { date: '2026-12-03', storeId: 1 },
    },
    { storeId: 2, storeName: 'Bruxelles', weekly: [240, 480, 480, 480, 480, 480, 0], exceptions: [], load: days, earliest: null },
  ],
} satisfies WorkshopCapacity;

const part = {
  id: 3,
  reference: 'PAD-SH-B05S',
  name: 'Plaquettes de frein Shimano B05S',
  priceExclVatCents: 1240,
  active: true,
  quantities: [
    { locationId: 1, locationName: 'Liège', quantity: 24 },
    { locationId: 2, locationName: 'Bruxelles', quantity: 0 },
  ],
  total: 24,
  updatedBy: { id: 1, name: 'Ada Admin' },
  updatedAt: at,
} satisfies WorkshopPart;

const API: Record<string, unknown> = {
  '/api/service-prices': page([service]),
  '/api/workshop/parts': page([part]),
  '/api/workshop/part-accessories': { data: [{ accessoryId: 8, name: 'IQ-X front light', reference: 'BUMM-IQX' }] },
  '/api/service-prices/7': service,
  '/api/service-prices/7/history': page([]),
  '/api/workshop/capacity': capacity,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'] });
const mechanic = makeUser({ language: 'fr', firstname: 'Marc', lastname: 'Mécano', permission: ['bikeMechanic'] });

function signedIn(user: ReturnType<typeof makeUser>, extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    return extra(call) ?? (call.path in API ? json(200, API[call.path]) : undefined);
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('workshop pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/entretiens/service-pricing-management', admin, 'Service prices', 'Puncture repair'],
    ['/en/dashboard/entretiens/service-pricing', admin, 'New service', 'Description in Dutch'],
    [
      '/en/dashboard/entretiens/service-pricing/7',
      admin,
      'Puncture repair',
      'On a quote: 16,98 € excl. VAT + 1,02 € VAT at 6 % (bicycle repair rate).',
    ],
    ['/en/dashboard/entretiens/parts', admin, 'Workshop parts', 'Plaquettes de frein Shimano B05S'],
    ['/nl/dashboard/entretiens/parts', admin, 'Werkplaatsonderdelen', 'IQ-X front light · BUMM-IQX'],
    ['/en/dashboard/entretiens/capacity', admin, 'Workshop capacity', 'Earliest free day for a one-hour job: Thursday 3 December, Liège'],
    ['/fr/dashboard/entretiens/service-pricing-management', mechanic, 'Tarifs des entretiens', 'Réparation crevaison'],
    ['/fr/dashboard/entretiens/capacity', mechanic, 'Capacité de l’atelier', 'Seul un administrateur peut modifier les heures.'],
  ])('%s', async (url, user, title, text) => {
    signedIn(user);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('adding a service', { timeout: 30_000 }, () => {
  it('says the seed §5 message when a language is missing, and sends nothing', async () => {
    const calls = signedIn(admin);
    renderApp('/en/dashboard/entretiens/service-pricing');
    await userEvent.type(await screen.findByRole('textbox', { name: /Description in French/ }, { timeout: 10_000 }), 'Réglage');
    await userEvent.type(screen.getByRole('textbox', { name: /Description in English/ }), 'Adjustment');
    await userEvent.type(screen.getByRole('textbox', { name: /Price incl. VAT/ }), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Add the service' }));
    expect(await screen.findByText('Please fill in translations for all languages.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the API’s translations_required answer too', async () => {
    signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/service-prices'
        ? json(422, { error: { code: 'translations_required', message: 'x', fields: { 'description.nl': 'required' } } })
        : undefined,
    );
    renderApp('/en/dashboard/entretiens/service-pricing');
    for (const [name, text] of [
      [/Description in French/, 'Réglage'],
      [/Description in Dutch/, 'Afstelling'],
      [/Description in English/, 'Adjustment'],
      [/Price incl. VAT/, '15'],
    ] as const) {
      await userEvent.type(await screen.findByRole('textbox', { name }, { timeout: 10_000 }), text);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Add the service' }));
    await waitFor(() => expect(screen.getByText('Please fill in translations for all languages.')).toBeTruthy());
  });
});
