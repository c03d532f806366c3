import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type { BikeOverview, CyclingEvent, ListOf, publicBlogPostListItemSchema, PromotionList } from '@veloport/domain';

// The dashboard's carousel and my-bike card (decision 058), through the real routes, guards and layout.

const employee = makeUser({ language: 'fr', firstname: 'Emile', lastname: 'Employé' });
const overview = {
  bikes: [{ id: 7, label: 'Cube Kathmandu Hybrid', frameNumber: 'WCUBE123', contractKind: 'leasing' }],
  contracts: [
    {
      id: 3,
      bikeId: 7,
      bikeLabel: 'Cube Kathmandu Hybrid',
      kind: 'monthly',
      status: 'active',
      startDate: '2025-01-01',
      endDate: '2028-12-31',
      monthlyPriceCents: 9_550,
    },
  ],
  nextMaintenance: {
    requestId: 41,
    bikeId: 7,
    bikeLabel: 'Cube Kathmandu Hybrid',
    date: '2026-12-03T08:00:00.000Z',
    confirmed: true,
    filter: 'automatically_scheduled',
  },
} satisfies BikeOverview;
const promotions = {
  data: [
    {
      id: 1,
      code: 'BIENVENUE10',
      kind: 'percent',
      value: 10,
      minimumOrderCents: 0,
      endsOn: null,
      description: 'Bienvenue : 10 % sur la première commande',
    },
    { id: 2, code: 'VELO20', kind: 'amount', value: 2_000, minimumOrderCents: 20_000, endsOn: '2026-12-31', description: null },
  ],
} satisfies PromotionList;
const nextEvent = {
  data: [
    {
      id: 5,
      title: 'Vélotour Acme',
      date: '2026-12-12',
      place: 'Liège',
      description: null,
      company: null,
      teamCount: 0,
      myTeamId: null,
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-01T09:00:00.000Z',
    },
  ],
  meta: { page: 1, perPage: 1, total: 1 },
} satisfies ListOf<CyclingEvent>;

function signedIn(extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: employee });
    if (call.path === '/api/me/bike-overview') return json(200, overview);
    if (call.path === '/api/promotions') return json(200, promotions);
    if (call.path === '/api/events') return json(200, nextEvent);
    return extra(call);
  });
}

const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('dashboard carousel and my-bike card', { timeout: 30_000 }, () => {
  it('shows my bike, its contract and next maintenance, with a button to ask for maintenance', async () => {
    signedIn();
    renderApp('/fr/dashboard');
    const card = await screen.findByRole('region', { name: 'Mon vélo' }, { timeout: 10_000 });
    expect(await within(card).findByText('Cube Kathmandu Hybrid')).toBeTruthy();
    expect(card.textContent).toContain('Contrat de leasing jusqu’au 31/12/2028 · 95,50 € par mois');
    const next = within(card).getByRole('link', { name: /prévu le 03\/12\/2026/ });
    expect(next.getAttribute('href')).toBe('/fr/dashboard/maintenance/41');
    expect(within(card).getByRole('link', { name: 'Demander un entretien' }).getAttribute('href')).toBe('/fr/dashboard/maintenance/new');
    expect(await seriousViolations()).toEqual([]);
  });

  it('turns through the next event and the promotions with pause, previous and next; the missing blog is skipped', async () => {
    reducedMotion(false);
    const calls = signedIn();
    renderApp('/fr/dashboard');
    const carousel = await screen.findByRole('region', { name: 'Actualités et offres' }, { timeout: 10_000 });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carrousel');
    expect(within(carousel).getByRole('group', { name: '1 sur 3' }).textContent).toContain('Vélotour Acme');
    expect(calls.some((c) => c.path === '/api/public/blog-posts' && c.query.get('locale') === 'fr')).toBe(true);

    await userEvent.click(within(carousel).getByRole('button', { name: 'Mettre le carrousel en pause' }));
    expect(within(carousel).getByRole('button', { name: 'Relancer le carrousel' })).toBeTruthy();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Diapositive suivante' }));
    const second = within(carousel).getByRole('group', { name: '2 sur 3' });
    expect(second.textContent).toContain('10 % de réduction avec le code');
    expect(second.textContent).toContain('BIENVENUE10');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Diapositive précédente' }));
    await userEvent.click(within(carousel).getByRole('button', { name: 'Diapositive précédente' }));
    expect(within(carousel).getByRole('group', { name: '3 sur 3' }).textContent).toContain('Valable jusqu’au 31/12/2026');
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the blog news first when the blog answers, and stays still for someone who prefers reduced motion', async () => {
    reducedMotion(true);
    signedIn((call) =>
      call.path === '/api/public/blog-posts'
        ? json(200, {
            data: [
              {
                id: 9,
                title: 'Le vélo en hiver',
                slug: 'velo-en-hiver',
                summary: 'Nos conseils',
                locale: 'fr',
                tags: [],
                publishAt: '2026-11-20T09:00:00.000Z',
                author: null,
                updatedAt: '2026-11-20T09:00:00.000Z',
                publishedAt: '2026-11-20T09:00:00.000Z',
                cover: null,
              },
            ],
            meta: { page: 1, perPage: 3, total: 1 },
          } satisfies ListOf<Infer<typeof publicBlogPostListItemSchema>>)
        : undefined,
    );
    renderApp('/fr/dashboard');
    const carousel = await screen.findByRole('region', { name: 'Actualités et offres' }, { timeout: 10_000 });
    const first = await within(carousel).findByRole('group', { name: '1 sur 4' });
    expect(within(first).getByRole('link', { name: 'Le vélo en hiver' }).getAttribute('href')).toBe('/fr/blog/velo-en-hiver');
    expect(await within(carousel).findByRole('button', { name: 'Relancer le carrousel' })).toBeTruthy();
  });

  it('is not shown to staff', async () => {
    mockApi((call) =>
      call.path === '/api/auth/check'
        ? json(200, { authenticated: true, user: makeUser({ language: 'fr', permission: ['fleetManager'] }) })
        : undefined,
    );
    renderApp('/fr/dashboard');
    await screen.findByRole('region', { name: 'Actions rapides' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Mon vélo' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Actualités et offres' })).toBeNull();
  });
});

describe('carousel pace', { timeout: 30_000 }, () => {
  it('turns by itself no faster than every 5 seconds', async () => {
    reducedMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signedIn();
      renderApp('/fr/dashboard');
      const carousel = await screen.findByRole('region', { name: 'Actualités et offres' }, { timeout: 10_000 });
      expect(await within(carousel).findByRole('group', { name: '1 sur 3' })).toBeTruthy();
      await vi.advanceTimersByTimeAsync(4_900);
      expect(within(carousel).getByRole('group', { name: '1 sur 3' })).toBeTruthy();
      await vi.advanceTimersByTimeAsync(3_200);
      expect(await within(carousel).findByRole('group', { name: '2 sur 3' }, { timeout: 10_000 })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
