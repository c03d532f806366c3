import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  Accessory,
  accessoryResponseSchema,
  BikeModel,
  BikeModelListItem,
  bikeModelResponseSchema,
  BuyBack,
  Characteristic,
  characteristicListSchema,
  companiesMinimalSchema,
  ExternalBike,
  externalBikeResponseSchema,
  importRunResponseSchema,
  importRunSchema,
  ListOf,
  scheduleSchema,
  usedBikeResponseSchema,
  usedBikeSchema,
} from '@veloport/domain';

// The catalogue pages, through the real routes, guards and layout (contrast: Playwright).

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const model = {
  id: 4,
  brand: 'Cube',
  model: 'Kathmandu Hybrid ONE 800',
  slug: 'cube-kathmandu-hybrid-one-800-2025',
  externalRef: 'CU-2025-001',
  frameType: 'H',
  sizes: ['M', 'L'],
  sizeBands: ['M', 'L'],
  season: null,
  year: 2025,
  usage: 'trekking',
  electric: true,
  batteryWh: 800,
  engineNm: 85,
  engineTier: 'high',
  batteryTier: 'high',
  priceCents: 355289,
  vatRate: 21,
  discountPriceCents: null,
  publicPriceCents: 429900,
  discountPercent: 0,
  photos: [{ key: 'a.jpg', url: '/api/files/a.jpg' }],
  characteristics: { '3': 24.5 },
  description: { fr: 'Un trekking.', en: 'A trekking bike.', nl: 'Een trekkingfiets.' },
  cafeteriaEligible: true,
  available: true,
  createdAt: at,
  updatedAt: at,
} satisfies BikeModel;
const listItem = { ...model, photoUrl: null } satisfies BikeModelListItem;
const usedBike = {
  id: 5,
  bikeId: null,
  title: 'Gazelle Orange C8 as good as new',
  titleTranslations: { fr: 'Gazelle Orange C8 comme neuf', en: '', nl: '' },
  brand: 'Gazelle',
  model: 'Orange C8',
  year: 2021,
  frameType: 'F',
  size: 'M',
  electric: false,
  batteryWh: null,
  mileageKm: 1200,
  condition: 'good',
  priceCents: 95000,
  description: { fr: '', en: '', nl: '' },
  photos: [],
  published: true,
  location: { id: 1, name: 'Liège' },
  createdAt: at,
  updatedAt: at,
} satisfies Infer<typeof usedBikeSchema>;
const externalBike = {
  id: 6,
  brand: 'Trek',
  model: 'FX 3',
  frameNumber: 'WTU123456',
  color: 'Blue',
  electric: false,
  company: { id: 1, name: 'Acme' },
  user: { id: 7, name: 'Jean Dupont' },
  notes: null,
  createdAt: at,
  updatedAt: at,
} satisfies ExternalBike;
const weight = {
  id: 3,
  name: { fr: 'Poids', en: 'Weight', nl: 'Gewicht' },
  unit: 'kg',
  type: 'number',
  position: 1,
} satisfies Characteristic;
const accessory = {
  id: 8,
  name: 'Casque urbain',
  nameTranslations: { fr: '', en: 'City helmet', nl: 'Stadshelm' },
  brand: 'Abus',
  reference: 'AB-1',
  slug: 'casque-urbain',
  category: 'helmet',
  priceCents: 4950,
  vatRate: 21,
  discountPriceCents: null,
  publicPriceCents: 5990,
  discountPercent: 0,
  photos: [],
  description: { fr: '', en: '', nl: '' },
  available: true,
  createdAt: at,
  updatedAt: at,
} satisfies Accessory;
const run = {
  id: 12,
  brand: 'cube',
  source: 'sample',
  format: 'json',
  status: 'previewed',
  summary: { new: 0, changed: 1, gone: 0 },
  appliedCount: 0,
  createdAt: at,
  createdBy: 'Anne Admin',
  appliedAt: null,
  appliedKeys: [],
  items: [
    {
      key: 'changed:CU-2025-001',
      kind: 'changed',
      ref: 'CU-2025-001',
      model: model.model,
      modelId: 4,
      changes: [{ field: 'priceCents', from: 346281, to: 355289 }],
      item: null,
    },
  ],
} satisfies Infer<typeof importRunSchema>;

const API: Record<string, unknown> = {
  '/api/catalog/bikes': page([listItem]),
  '/api/catalog/bikes/not-available': page([{ ...listItem, available: false } satisfies BikeModelListItem]),
  '/api/catalog/bikes/cafeteria': page([listItem]),
  '/api/catalog/bikes/4': { model } satisfies Infer<typeof bikeModelResponseSchema>,
  '/api/catalog/characteristics': { data: [weight] } satisfies Infer<typeof characteristicListSchema>,
  '/api/catalog/imports': page([run]),
  '/api/catalog/imports/12': { run } satisfies Infer<typeof importRunResponseSchema>,
  '/api/catalog/accessories': page([accessory, { ...accessory, id: 9, name: 'Casque urbain (doublon)' } satisfies Accessory]),
  '/api/catalog/accessories/8': { accessory } satisfies Infer<typeof accessoryResponseSchema>,
  '/api/used-bikes': page([usedBike]),
  '/api/used-bikes/5': { usedBike } satisfies Infer<typeof usedBikeResponseSchema>,
  '/api/buy-backs': page([
    {
      id: 1,
      bikeId: null,
      description: 'Gazelle Orange C8',
      sellerName: 'Marc Lemaire',
      sellerUserId: null,
      pricePaidCents: 60000,
      boughtOn: '2026-01-02',
      resalePriceCents: 95000,
      resoldOn: '2026-01-20',
      marginCents: 35000,
      createdAt: at,
    } satisfies BuyBack,
    {
      id: 2,
      bikeId: null,
      description: 'Riese & Müller Load',
      sellerName: 'Anne Peeters',
      sellerUserId: null,
      pricePaidCents: 180000,
      boughtOn: '2026-01-04',
      resalePriceCents: null,
      resoldOn: null,
      marginCents: null,
      createdAt: at,
    } satisfies BuyBack,
  ]),
  '/api/external-bikes': page([externalBike]),
  '/api/external-bikes/6': { bike: externalBike } satisfies Infer<typeof externalBikeResponseSchema>,
  '/api/companies/list/minimal': { data: [{ id: 1, name: 'Acme' }] } satisfies Infer<typeof companiesMinimalSchema>,
  '/api/shop/schedule': {
    stores: [
      {
        locationId: 1,
        name: 'Liège',
        hours: [{ weekday: 2, opens: '10:00', closes: '18:00' }],
        closures: [
          { id: 1, from: '2026-12-24', to: '2026-12-26', reason: { fr: 'Noël', en: 'Christmas', nl: 'Kerstmis' }, kind: 'closed' },
        ],
      },
      { locationId: 2, name: 'Brussels', hours: [], closures: [] },
    ],
  } satisfies Infer<typeof scheduleSchema>,
};

const admin = makeUser({ language: 'en', isAdmin: true, permission: ['admin'] });

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: admin });
    return call.path in API ? json(200, API[call.path]) : undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('catalogue pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/bikes-catalog/list', 'Bike catalogue', 'Kathmandu Hybrid ONE 800'],
    ['/en/dashboard/bikes-catalog/not-available', 'Models withdrawn from sale', 'Kathmandu Hybrid ONE 800'],
    ['/en/dashboard/bikes-catalog/cafeteria/list', 'Cafeteria offer', 'Kathmandu Hybrid ONE 800'],
    ['/en/dashboard/bikes-catalog/create', 'New bike model', 'Technical characteristics'],
    ['/en/dashboard/bikes-catalog/4/details', 'Cube Kathmandu Hybrid ONE 800', 'Withdraw from sale'],
    ['/en/dashboard/bikes-catalog/scrapping/list', 'Brand imports', 'Import Cube'],
    ['/en/dashboard/bikes-catalog/scrapping/cube?run=12', 'Cube import', 'Changed models (1)'],
    ['/en/dashboard/technical-characteristics', 'Technical characteristics', 'Poids'],
    ['/en/dashboard/accessories-catalog/list', 'Accessory catalogue', 'Casque urbain'],
    ['/en/dashboard/accessories-catalog/create', 'New accessory', 'Create the accessory'],
    ['/en/dashboard/accessories-catalog/8', 'Casque urbain', 'Merge a duplicate'],
    ['/en/dashboard/occasion/list', 'Used bikes', 'Gazelle Orange C8 as good as new'],
    ['/en/dashboard/occasion/create', 'New used-bike listing', 'List the bike'],
    ['/en/dashboard/occasion/5', 'Gazelle Orange C8 as good as new', 'Sale price'],
    ['/en/dashboard/occasion/rachat-vente', 'Buy-backs and resales', 'Riese & Müller Load'],
    ['/en/dashboard/cyclesoftware-migration', 'CycleSoftware migration', 'Dry run'],
    ['/en/dashboard/external-bikes/list', 'External bikes', 'Trek FX 3'],
    ['/en/dashboard/external-bikes/create', 'Register an external bike', 'Register the bike'],
    ['/en/dashboard/external-bikes/6', 'Trek FX 3', 'Acme · Jean Dupont'],
    ['/en/dashboard/shop/schedule', 'Shop schedule', 'Opening hours in Liège'],
    ['/en/dashboard/accessories-catalog/8/merge', 'Merge a duplicate', 'Casque urbain (doublon)', true],
  ])('%s', async (url, title, content, partial = false) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect((await screen.findAllByText(content, { exact: !partial })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('sends a mechanic without the admin permission from the model creation to the 403 page, but lets them read the catalogue', async () => {
    vi.unstubAllGlobals();
    const mechanic = makeUser({ language: 'en', permission: ['bikeMechanic'] });
    mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: mechanic });
      return call.path in API ? json(200, API[call.path]) : undefined;
    });
    const app = renderApp('/en/dashboard/bikes-catalog/create');
    await vi.waitFor(() => expect(app.location()).toBe('/en/error/403'));
    app.unmount();
    renderApp('/en/dashboard/bikes-catalog/4/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cube Kathmandu Hybrid ONE 800' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw from sale' })).toBeNull();
    expect((screen.getByLabelText('Brand', { selector: 'input' }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('photos on an accessory page', () => {
  it('adds a photo next to a form being edited: the photo shows and the unsaved edit stays', async () => {
    vi.unstubAllGlobals();
    document.cookie = 'XSRF-TOKEN=test; path=/';
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: admin });
      if (call.method === 'POST' && call.path === '/api/catalog/accessories/8/photos') {
        return json(200, {
          accessory: {
            ...accessory,
            photos: [{ key: 'new.png', url: '/api/files/public/new.png' }],
            updatedAt: '2026-01-06T10:00:00.000Z',
          },
        } satisfies Infer<typeof accessoryResponseSchema>);
      }
      return call.path in API ? json(200, API[call.path]) : undefined;
    });
    renderApp('/en/dashboard/accessories-catalog/8');
    const name = (await screen.findByLabelText('Name', { selector: 'input' })) as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.type(name, 'Casque urbain MIPS');
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Casque urbain, photo 1' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/catalog/accessories/8/photos')).toBe(true);
    expect((screen.getByLabelText('Name', { selector: 'input' }) as HTMLInputElement).value).toBe('Casque urbain MIPS');
  });
});
