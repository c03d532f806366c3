import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BikesPage } from '@/features/public-catalog/site/routes/bikes-page';
import { json, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';

const bike = {
  id: 1,
  slug: 'cube-kathmandu-hybrid-2026',
  brand: 'Cube',
  model: 'Kathmandu Hybrid',
  year: 2026,
  frameType: 'H',
  usage: 'trekking',
  electric: true,
  batteryWh: 625,
  engineNm: 60,
  engineTier: 'medium',
  batteryTier: 'medium',
  sizes: ['50', '54'],
  sizeBands: ['M', 'L'],
  photoUrl: '/api/files/public/cube.jpg',
  priceCents: 349_900,
  discountPriceCents: 297_400,
  discountPercent: 15,
  stockState: 'in_stock',
  inStockAt: [
    { locationId: 1, name: 'Liège' },
    { locationId: 2, name: 'Bruxelles' },
  ],
};
const soon = { ...bike, slug: 'gazelle-ultimate-2026', brand: 'Gazelle', model: 'Ultimate', stockState: 'soon_available', inStockAt: [] };
const facets = {
  brand: [
    { value: 'Cube', count: 12 },
    { value: 'Gazelle', count: 7 },
  ],
  electric: [
    { value: 'true', count: 15 },
    { value: 'false', count: 4 },
  ],
  frameType: [
    { value: 'H', count: 10 },
    { value: 'F', count: 6 },
    { value: 'M', count: 3 },
  ],
  usage: [
    { value: 'trekking', count: 9 },
    { value: 'city', count: 10 },
  ],
  sizeBand: [
    { value: 'S', count: 5 },
    { value: 'M', count: 14 },
    { value: 'L', count: 13 },
    { value: 'XL', count: 4 },
  ],
  engineTier: [
    { value: 'light', count: 2 },
    { value: 'medium', count: 8 },
    { value: 'large', count: 5 },
  ],
  batteryTier: [
    { value: 'small', count: 3 },
    { value: 'medium', count: 9 },
    { value: 'large', count: 3 },
  ],
};

function catalogueApi() {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: false, user: null });
    if (call.path === '/api/public/catalog/bikes')
      return json(200, { data: [bike, soon], meta: { page: 1, perPage: 24, total: 2 }, facets });
    return undefined;
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the public bike catalogue', { timeout: 20_000 }, () => {
  it('shows the counts of each filter value, and cards with the formatted price and the discount badge', async () => {
    catalogueApi();
    await renderRoutes([{ path: 'bikes', element: <BikesPage /> }], '/fr/bikes');
    const card = (await screen.findByRole('link', { name: 'Cube Kathmandu Hybrid' })).closest('article')!;
    expect(within(card as HTMLElement).getByText('2 974,00 €')).toBeTruthy();
    expect(within(card as HTMLElement).getByText('15 % de réduction')).toBeTruthy();
    // The stock state in words (not only a colour), with the stores that have the bike.
    expect(within(card as HTMLElement).getByText('En stock')).toBeTruthy();
    expect(within(card as HTMLElement).getByText('à Liège et Bruxelles')).toBeTruthy();
    const soonCard = screen.getByRole('link', { name: 'Gazelle Ultimate' }).closest('article')! as HTMLElement;
    expect(within(soonCard).getByText('Bientôt disponible')).toBeTruthy();
    expect(screen.getByLabelText('En stock uniquement')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Nos vélos' })).toBeTruthy();
    expect(screen.getByLabelText('Moteur moyen (60–65 Nm) (8)')).toBeTruthy();
    expect(screen.getByLabelText('Gazelle (7)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'M (14)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Électriques uniquement (15)' })).toBeTruthy();
  });

  it('keeps every filter in the URL query and asks the API for it', async () => {
    const calls = catalogueApi();
    const app = await renderRoutes([{ path: 'bikes', element: <BikesPage /> }], '/en/bikes');
    await screen.findByRole('link', { name: 'Cube Kathmandu Hybrid' });

    await userEvent.click(screen.getByLabelText('In stock only'));
    await userEvent.selectOptions(screen.getByLabelText('Assistance'), 'true');
    await userEvent.click(screen.getByLabelText('Medium motor (60–65 Nm) (8)'));
    await userEvent.click(screen.getByLabelText('Powerful motor (over 65 Nm) (5)'));
    await userEvent.click(screen.getByRole('button', { name: 'M (14)' }));
    await userEvent.click(screen.getByLabelText('Cube (12)'));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'name:asc');

    await waitFor(() =>
      expect(app.location()).toBe(
        '/en/bikes?inStock=true&electric=true&engineTier=medium%2Clarge&heightCm=170&brand=Cube&sort=name&order=asc',
      ),
    );
    expect(screen.getByText('Size M')).toBeTruthy();
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/api/public/catalog/bikes').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({
        page: '1',
        perPage: '24',
        sort: 'name',
        order: 'asc',
        brand: 'Cube',
        engineTier: 'medium,large',
        electric: 'true',
        heightCm: '170',
        inStock: 'true',
      });
    });

    // Unticking a value removes it from the URL.
    await userEvent.click(screen.getByLabelText('Medium motor (60–65 Nm) (8)'));
    await waitFor(() => expect(app.location()).toContain('engineTier=large&'));
  });

  it('reads a shared URL: the filters are applied and shown as chosen', async () => {
    const calls = catalogueApi();
    await renderRoutes(
      [{ path: 'bikes', element: <BikesPage /> }],
      '/nl/bikes?electric=true&engineTier=medium&heightCm=170&priceMax=3000&inStock=true',
    );
    await screen.findByRole('link', { name: 'Cube Kathmandu Hybrid' });
    expect((screen.getByLabelText('Gemiddelde motor (60–65 Nm) (8)') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Ondersteuning') as HTMLSelectElement).value).toBe('true');
    expect((screen.getByLabelText('Enkel in voorraad') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('in Liège en Bruxelles')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'M (14)' }).getAttribute('aria-pressed')).toBe('true');
    const first = calls.find((call) => call.path === '/api/public/catalog/bikes')!;
    expect(first.query.get('priceMax')).toBe('300000');
    expect(first.query.get('heightCm')).toBe('170');
    expect(first.query.get('inStock')).toBe('true');
  });
});
