import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PromotionList } from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { i18n } from '@/lib/i18n';
import { json, mockApi } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';

// jsdom cannot compute colours, so contrast is left to the Playwright journey.

const item = {
  id: 1,
  slug: 'cube-kathmandu',
  brand: 'Cube',
  model: 'Kathmandu',
  year: 2026,
  frameType: 'H',
  usage: 'trekking',
  electric: true,
  batteryWh: 625,
  engineNm: 60,
  engineTier: 'medium',
  batteryTier: 'medium',
  sizes: ['M', 'L'],
  sizeBands: ['M', 'L'],
  photoUrl: '/api/files/public/a.jpg',
  priceCents: 300_000,
  discountPriceCents: null,
  discountPercent: 0,
};
const facet = (...values: string[]) => values.map((value) => ({ value, count: 1 }));
const stock = [
  { locationId: 1, name: 'Liège', state: 'in_stock' },
  { locationId: 2, name: 'Bruxelles', state: 'soon_available' },
];
const accessory = {
  id: 5,
  slug: 'helmet',
  name: 'Helmet',
  brand: 'Abus',
  category: 'helmet',
  photoUrl: null,
  priceCents: 5_990,
  discountPriceCents: null,
  discountPercent: 0,
};
const usedBike = {
  id: 3,
  title: 'Gazelle Orange',
  brand: 'Gazelle',
  model: 'Orange',
  year: 2021,
  frameType: 'F',
  size: '53',
  electric: true,
  batteryWh: 500,
  mileageKm: 3200,
  condition: 'good',
  priceCents: 120_000,
  photoUrl: null,
};
const text = { fr: 'Texte', en: 'Text', nl: 'Tekst' };

function publicApi() {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: false, user: null });
    if (call.path === '/api/shop/schedule')
      return json(200, {
        stores: [{ locationId: 1, name: 'Liège', hours: [{ weekday: 1, opens: '10:00', closes: '18:00' }], closures: [] }],
      });
    if (call.path === '/api/public/catalog/bikes')
      return json(200, {
        // One card per stock state, so that axe checks the contrast of each badge.
        data: [
          { ...item, stockState: 'in_stock', inStockAt: [{ locationId: 1, name: 'Liège' }] },
          { ...item, slug: 'cube-soon', model: 'Soon', stockState: 'soon_available', inStockAt: [] },
          { ...item, slug: 'cube-later', model: 'Later', stockState: 'not_in_stock', inStockAt: [] },
        ],
        meta: { page: 1, perPage: 24, total: 3 },
        facets: {
          brand: facet('Cube'),
          electric: facet('true'),
          frameType: facet('H'),
          usage: facet('trekking'),
          sizeBand: facet('M', 'L'),
          engineTier: facet('medium'),
          batteryTier: facet('medium'),
        },
      });
    if (call.path === '/api/public/catalog/bikes/cube-kathmandu')
      return json(200, {
        bike: {
          ...item,
          photos: ['/api/files/public/a.jpg', '/api/files/public/b.jpg'],
          season: '2026',
          vatRate: 21,
          description: text,
          characteristics: [],
          stock,
          leasing: { months: 36, monthlyCents: 9_000, yearlyMaintenanceBudgetCents: 12_000, monthlyInsuranceCents: 600 },
        },
      });
    if (call.path === '/api/public/catalog/accessories') return json(200, { data: [accessory], meta: { page: 1, perPage: 24, total: 1 } });
    if (call.path === '/api/public/catalog/accessories/helmet')
      return json(200, { accessory: { ...accessory, photos: [], description: text, stock } });
    if (call.path === '/api/public/promotions')
      return json(200, {
        data: [
          { id: 1, code: 'VELO20', kind: 'amount', value: 2_000, minimumOrderCents: 20_000, endsOn: '2026-12-31', description: 'texte' },
          { id: 2, code: 'BIENVENUE10', kind: 'percent', value: 10, minimumOrderCents: 0, endsOn: null, description: null },
        ],
      } satisfies PromotionList);
    if (call.path === '/api/public/used-bikes') return json(200, { data: [usedBike], meta: { page: 1, perPage: 24, total: 1 } });
    if (call.path === '/api/public/used-bikes/3')
      return json(200, { usedBike: { ...usedBike, photos: [], description: text, store: { id: 1, name: 'Liège' } } });
    return undefined;
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the home page', { timeout: 20_000 }, () => {
  it.each([
    ['fr', '20,00 € de réduction sur votre commande', 'dès 200,00 € · jusqu’au 31/12/2026', '10 % de réduction sur votre commande'],
    ['nl', '20,00 € korting op je bestelling', 'vanaf 200,00 € · tot 31/12/2026', '10 % korting op je bestelling'],
    ['en', '20,00 € off your order', 'from 200,00 € · until 31/12/2026', '10 % off your order'],
  ])('shows the current promotions in the page’s language, with their codes (%s)', async (locale, amount, terms, percent) => {
    publicApi();
    renderApp(`/${locale}/home`);
    const section = await screen.findByRole('region', { name: i18n.getFixedT(locale, 'home')('promotions.title') });
    expect(within(section).getByText(amount)).toBeTruthy();
    expect(within(section).getByText(terms)).toBeTruthy();
    expect(within(section).getByText(percent)).toBeTruthy();
    expect(within(section).getByText('BIENVENUE10')).toBeTruthy();
  });
});

describe('public pages: one h1, their own title, no serious axe violation', { timeout: 20_000 }, () => {
  it.each([
    ['/en/home', 'Bikes for everyone, at work and at home'],
    ['/en/bikes', 'Our bikes'],
    ['/en/bikes/cube-kathmandu', 'Cube Kathmandu'],
    ['/fr/accessories', 'Accessoires'],
    ['/en/accessories/helmet', 'Helmet'],
    ['/nl/used-bikes', 'Tweedehandsfietsen'],
    ['/en/used-bikes/3', 'Gazelle Orange'],
    ['/en/rentals', 'Bike rentals'],
    ['/en/trade-in', 'Trade in your e-bike'],
    ['/fr/contact', 'Contactez-nous'],
    ['/nl/leasing-request', 'Leasingaanvraag'],
    ['/en/test-ride', 'Test ride or rental request'],
  ])('%s', async (url, title) => {
    publicApi();
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title });
    await screen.findAllByText('Liège');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(document.title).toBe(`${title} · Veloport`);
    expect(await seriousViolations()).toEqual([]);
  });
});

it('reads a used bike’s mileage grouped by thousands (issue 25, point 8), and puts the bike in the cart once (decision 105)', async () => {
  publicApi();
  renderApp('/fr/used-bikes/3');
  expect(await screen.findByText('3 200 km')).toBeTruthy();
  // Already in the cart (another tab): a second click does not sell it twice.
  const line = { kind: 'used_bike', usedBikeId: 3, name: usedBike.title, priceCents: usedBike.priceCents, quantity: 1 };
  localStorage.setItem('veloport.cart', JSON.stringify([line]));
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Panier' }, { timeout: 5_000 })).toBeTruthy();
  expect(JSON.parse(localStorage.getItem('veloport.cart') ?? '[]')).toEqual([line]);
});
