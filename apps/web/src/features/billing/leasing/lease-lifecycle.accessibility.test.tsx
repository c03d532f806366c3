import { addMonths, brusselsToday } from '@veloport/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  BikeDetail,
  BillingBikeRef,
  companiesMinimalSchema,
  Financing,
  InsuranceFollowUp,
  LeasingContract,
  LeasingContractListItem,
  ListOf,
  Order,
  OrderTrackerView,
  orderBikeCandidatesSchema,
  scheduleSchema,
  stockLocationCurrentSchema,
} from '@veloport/domain';

// A lease through its life (decision 060): the contract made at the order's hand-over, shown on the order; the
// contract's order, and what follows the end-of-lease choice.

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const endDate = addMonths(brusselsToday(), 2);
const contract = {
  id: 6,
  kind: 'monthly',
  status: 'ending',
  bike: { id: 90, frameNumber: 'WBK123', model: 'Cube Kathmandu Hybrid' },
  company: { id: 1, name: 'Acme' },
  user: { id: 30, name: 'Emile Employé' },
  orderId: 13,
  startDate: '2023-12-01',
  warranty: { bikeAndPartsUntil: '2025-12-01', frameUntil: '2028-12-01' },
  endDate,
  contractMonths: 36,
  bikeAmountCents: 300_000,
  yearlyMaintenanceBudgetCents: 0,
  monthlyInsuranceCents: 0,
  monthlyFeesCents: 0,
  monthlyPriceCents: 10_233,
  buyOutCents: 48_000,
  noticeSentAt: at,
  endChoice: 'return',
  endChoiceAt: at,
  endChoiceBy: { id: 30, name: 'Emile Employé' },
  renewedAsId: null,
  buyOutBillId: null,
  prepaidBillId: null,
  pickupRequestId: 31,
  renewalLeadId: null,
  closedAt: null,
  createdAt: at,
} satisfies LeasingContractListItem;
type TrackerStep = OrderTrackerView['steps'][number];
const stepKeys: TrackerStep['key'][] = ['ordered', 'validation', 'confirmation', 'supply', 'preparation', 'delivery', 'handed_over'];
const steps = stepKeys.map((key) => ({ key, state: 'done', at, actor: null }) satisfies TrackerStep);
const order = {
  id: 13,
  offerId: 7,
  offerLineId: 70,
  status: 'done',
  group: 'done',
  nextStatuses: [],
  contractType: 'leasing',
  label: 'Cube Kathmandu Hybrid',
  modelId: 4,
  size: 'M',
  bikeId: 90,
  quantity: 1,
  amountExclVatCents: 300_000,
  amountInclVatCents: 363_000,
  company: { id: 1, name: 'Acme' },
  user: { id: 30, name: 'Emile Employé' },
  validation: null,
  statusChangedAt: at,
  delivery: { method: 'store_pickup', address: null, billingAddress: null, notes: null, pickupLocation: { id: 1, name: 'Liège' } },
  bike: { id: 90, frameNumber: 'WBK123', model: 'Cube Kathmandu Hybrid', size: 'M', contractKind: 'leasing', assignedAt: at },
  handover: { date: '2023-12-01', receiverName: 'Emile Employé', hasSignature: false, by: { id: 1, name: 'Ada Admin' }, at },
  tracker: { steps, nextActor: null, waitingSince: null },
  createdAt: at,
  updatedAt: at,
} satisfies Order;
const stockBike = {
  id: 90,
  frameNumber: 'WBK123',
  model: { id: 4, brand: 'Cube', model: 'Kathmandu Hybrid', year: 2025, frameType: 'H', electric: true },
  size: 'M',
  color: 'Grey',
  location: { id: 1, name: 'Liège' },
  status: 'usable',
  contractKind: 'leasing',
  contractMonths: 36,
  company: { id: 1, name: 'Acme' },
  user: { id: 30, name: 'Emile Employé' },
  keyRef: null,
  lockRef: null,
  numberPlate: null,
  purchaseDate: '2023-11-01',
  updatedAt: at,
  identification: null,
  purchasePriceCents: 180000,
  expectedDate: null,
  saleDate: null,
  salePriceCents: null,
  stolenDate: null,
  insurer: 'Ethias',
  insurancePolicy: 'P-1',
  insuranceStart: '2025-01-01',
  insuranceEnd: '2027-01-01',
  createdAt: at,
  warranty: null,
  history: [{ id: 1, kind: 'created', details: { location: 'Liège' }, actor: { id: 1, name: 'Anne Admin' }, at }],
} satisfies BikeDetail;
const bikeRef = {
  id: 90,
  frameNumber: 'WBK123',
  label: 'Cube Kathmandu Hybrid',
  company: { id: 1, name: 'Acme' },
} satisfies BillingBikeRef;
const API: Record<string, unknown> = {
  '/api/stock/bikes/90': { bike: stockBike },
  '/api/external-financing': page([
    {
      id: 3,
      bike: bikeRef,
      financier: 'BNP Paribas Fortis',
      contractReference: 'LF-2023-77',
      financedAmountCents: 250_000,
      rateBasisPoints: 450,
      startDate: '2023-12-01',
      endDate: '2026-11-30',
      monthlyInstalmentCents: 7_400,
      status: 'active',
      notes: null,
      endingSoon: false,
      createdAt: at,
      updatedAt: at,
    } satisfies Financing,
  ]),
  '/api/insurance-follow-ups': page([
    {
      id: 8,
      bike: bikeRef,
      company: { id: 1, name: 'Acme' },
      kind: 'damage',
      status: 'submitted',
      eventDate: '2026-02-03',
      description: 'Fall',
      amountClaimedCents: 12_000,
      amountPaidCents: null,
      insurer: 'Ethias',
      insurancePolicy: 'P-1',
      claimReference: null,
      createdAt: at,
      updatedAt: at,
    } satisfies InsuranceFollowUp,
  ]),
  '/api/companies/list/minimal': { data: [{ id: 1, name: 'Acme' }] } satisfies Infer<typeof companiesMinimalSchema>,
  '/api/leasing/contracts': page([
    {
      ...contract,
      status: 'active',
      endChoice: null,
      endChoiceAt: null,
      endChoiceBy: null,
      pickupRequestId: null,
    } satisfies LeasingContractListItem,
  ]),
  '/api/leasing/contracts/6': { ...contract, instalments: [] } satisfies LeasingContract,
  '/api/orders/13': order,
  '/api/orders/13/bike-candidates': { data: [] } satisfies Infer<typeof orderBikeCandidatesSchema>,
  '/api/shop/schedule': { stores: [{ locationId: 1, name: 'Liège', hours: [], closures: [] }] } satisfies Infer<typeof scheduleSchema>,
  '/api/stock-location/current': { current_location: 1, current_location_name: 'Liège' } satisfies Infer<typeof stockLocationCurrentSchema>,
};

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
const employee = makeUser({
  id: 30,
  language: 'nl',
  firstname: 'Emile',
  lastname: 'Employé',
  permission: [],
  company: { id: 1, name: 'Acme', conditions: [] },
});
const fleet = makeUser({ id: 20, language: 'fr', permission: ['fleetManager'], company: { id: 1, name: 'Acme', conditions: [] } });

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

describe('a lease through its life: one h1, no serious axe violation, in three languages', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/orders/13', admin, 'Order 13', 'Open the contract'],
    ['/nl/dashboard/fleet/orders/user/13', employee, 'Bestelling 13', 'Het contract openen'],
    ['/fr/dashboard/fleet/orders/13', fleet, 'Commande 13', 'Ouvrir le contrat'],
    ['/en/dashboard/bills/leasing-end/6', admin, 'Cube Kathmandu Hybrid · WBK123', 'Open the pick-up request'],
    ['/nl/dashboard/bills/leasing-end/6', employee, 'Cube Kathmandu Hybrid · WBK123', 'Bestelling nr. 13'],
    ['/fr/dashboard/bills/leasing-end/6', fleet, 'Cube Kathmandu Hybrid · WBK123', 'Ouvrir la demande d’enlèvement'],
  ])('%s', async (url, user, title, text) => {
    signedIn(user);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows on a stock bike its contract, its external financing and its insurance follow-up, with links', async () => {
    signedIn(admin);
    renderApp('/en/dashboard/bikes-stock/90');
    await screen.findByRole('heading', { level: 1, name: 'Bike WBK123' }, { timeout: 10_000 });
    const section = await screen.findByRole('region', { name: 'Contracts and financing' });
    const financing = await within(section).findByRole('link', { name: /^BNP Paribas Fortis — LF-2023-77/ });
    expect(financing.getAttribute('href')).toBe('/en/dashboard/bills/external-financing-bikes/3');
    expect((await within(section).findByRole('link', { name: /^Damage — / })).getAttribute('href')).toBe(
      '/en/dashboard/bills/insurance-follow-ups/8',
    );
    expect(
      within(section)
        .getByRole('link', { name: /^01\/12\/2023 – / })
        .getAttribute('href'),
    ).toBe('/en/dashboard/bills/leasing-end/6');
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows on the order the monthly price of the contract its hand-over made, with the link to it', async () => {
    signedIn(admin);
    renderApp('/en/dashboard/orders/13');
    const link = await screen.findByRole('link', { name: 'Open the contract' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/en/dashboard/bills/leasing-end/6');
    expect(screen.getByText(/102,33 € excl. VAT a month/)).toBeTruthy();
  });

  it('links the contract to its order and to the planned pick-up', async () => {
    signedIn(admin);
    renderApp('/en/dashboard/bills/leasing-end/6');
    const orderLink = await screen.findByRole('link', { name: 'Order no. 13' }, { timeout: 10_000 });
    expect(orderLink.getAttribute('href')).toBe('/en/dashboard/orders/13');
    expect(screen.getByRole('link', { name: 'Open the pick-up request' }).getAttribute('href')).toBe('/en/dashboard/entretiens/31/details');
    expect(screen.getByText(/Bike pick-up planned on/)).toBeTruthy();
  });
});
