import { formatDateTime, formatPrice, type Locale } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import type { PublicRequest } from '@/features/requests/requests/api/get-requests';
import { requestDetails, requestSummary } from '@/features/requests/requests/request-details';
import { i18n } from '@/lib/i18n';

const tr = (locale: Locale) => i18n.getFixedT(locale, 'requests');
const pairs = (request: Pick<PublicRequest, 'type' | 'payload' | 'store'>, locale: Locale) =>
  Object.fromEntries(requestDetails(request, tr(locale), locale).map((d) => [d.label, d.value]));

const testRide = {
  type: 'test_ride' as const,
  store: { id: 2, name: 'Bruxelles' },
  payload: {
    kind: 'rental',
    bikes: 2,
    start: '2026-06-01T09:00:00+02:00',
    end: '2026-06-02T18:30:00+02:00',
    rideType: 'ravel',
    size: 'M',
    frameType: 'F',
    helmets: 2,
    bags: 0,
    comment: 'Two people',
    storeId: 2,
    bikeSlug: 'cube-supreme-hybrid-pro-625-2025',
  },
};
const tradeIn = {
  type: 'trade_in' as const,
  store: null,
  payload: {
    brand: 'Btwin',
    model: 'LD 500',
    year: 2023,
    batteryWh: 625,
    condition: 'good',
    estimate: { minCents: 71_000, maxCents: 93_000 },
    comment: null,
  },
};

describe('requestDetails', () => {
  it.each([
    [
      'fr',
      {
        Demande: 'Location',
        'Type de balade': 'RAVeL',
        Cadre: 'Cadre bas (col de cygne)',
        Magasin: 'Bruxelles',
        Casques: '2',
        Sacoches: '0',
        Vélo: 'cube-supreme-hybrid-pro-625-2025',
      },
    ],
    [
      'en',
      {
        Request: 'Rental',
        'Type of ride': 'RAVeL (greenways)',
        Frame: 'Open (low step)',
        Store: 'Bruxelles',
        Helmets: '2',
        Bags: '0',
        Bike: 'cube-supreme-hybrid-pro-625-2025',
      },
    ],
    [
      'nl',
      {
        Aanvraag: 'Verhuur',
        'Soort rit': 'RAVeL (jaagpaden)',
        Kader: 'Lage instap',
        Winkel: 'Bruxelles',
        Helmen: '2',
        Fietstassen: '0',
        Fiets: 'cube-supreme-hybrid-pro-625-2025',
      },
    ],
  ] as const)('words a rental in %s, with its dates, store by name and the bike linked', (locale, expected) => {
    expect(pairs(testRide, locale)).toMatchObject(expected);
    const details = requestDetails(testRide, tr(locale), locale);
    expect(details.find((d) => d.key === 'start')?.value).toBe('01/06/2026 09:00');
    expect(details.find((d) => d.key === 'end')?.value).toBe(formatDateTime('2026-06-02T18:30:00+02:00'));
    expect(details.find((d) => d.key === 'bike')?.href).toBe(`/${locale}/bikes/cube-supreme-hybrid-pro-625-2025`);
    // No raw key or code is left.
    for (const d of details) expect(d.label).not.toMatch(/^details\./);
  });

  it.each([
    ['fr', { Marque: 'Btwin', État: 'Bon', Batterie: '625 Wh', Estimation: `de ${formatPrice(71_000)} à ${formatPrice(93_000)}` }],
    ['en', { Brand: 'Btwin', Condition: 'Good', Battery: '625 Wh', Estimate: `${formatPrice(71_000)} to ${formatPrice(93_000)}` }],
    ['nl', { Merk: 'Btwin', Staat: 'Goed', Batterij: '625 Wh', Schatting: `${formatPrice(71_000)} tot ${formatPrice(93_000)}` }],
  ] as const)('shows a trade-in estimate as a price range in %s and leaves empty fields out', (locale, expected) => {
    expect(pairs(tradeIn, locale)).toMatchObject(expected);
    expect(pairs(tradeIn, 'en').Estimate).toBe('710,00 € to 930,00 €');
    expect(requestDetails(tradeIn, tr(locale), locale).map((d) => d.key)).toEqual([
      'brand',
      'model',
      'year',
      'batteryWh',
      'condition',
      'estimate',
    ]);
  });

  it('words contact and leasing requests', () => {
    expect(pairs({ type: 'contact', store: null, payload: { subject: 'Cargo', message: 'Hello' } }, 'nl')).toEqual({
      Onderwerp: 'Cargo',
      Bericht: 'Hello',
    });
    expect(
      pairs({ type: 'leasing', store: null, payload: { companyName: 'Initech', contractMonths: 36, bikeSlug: null, message: null } }, 'fr'),
    ).toEqual({
      Entreprise: 'Initech',
      'Durée du contrat': '36 mois',
    });
  });
});

describe('requestSummary', () => {
  it('sums a request up in two or three lines', () => {
    const lines = requestSummary(testRide, tr('en'), 'en');
    expect(lines).toEqual([
      'Rental · Number of bikes: 2 · Bruxelles',
      '01/06/2026 09:00 to 02/06/2026 18:30',
      'Type of ride: RAVeL (greenways) · Size: M · Frame: Open (low step)',
    ]);
    expect(requestSummary(tradeIn, tr('fr'), 'fr')).toEqual([
      'Btwin LD 500 2023',
      'Batterie: 625 Wh · État: Bon',
      `Estimation: de ${formatPrice(71_000)} à ${formatPrice(93_000)}`,
    ]);
  });
});
