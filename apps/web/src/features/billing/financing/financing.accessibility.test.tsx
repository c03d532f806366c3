import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type {
  BillingBikeRef,
  financierListSchema,
  Financing,
  InsuranceFollowUp,
  InsuranceFollowUpDetail,
  ListOf,
  RenewalDue,
} from '@veloport/domain';

// External financing and insurance follow-ups (decision 051) through the real routes, guards and layout.

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const bike = {
  id: 11,
  frameNumber: 'CUB123456',
  label: 'Cube Kathmandu Hybrid',
  company: { id: 2, name: 'Acme' },
} satisfies BillingBikeRef;
const financing = {
  id: 3,
  bike,
  financier: 'Belfius Lease',
  contractReference: 'BL-2025-0141',
  financedAmountCents: 329_900,
  rateBasisPoints: 549,
  startDate: '2025-02-01',
  endDate: '2026-03-01',
  monthlyInstalmentCents: 9_950,
  status: 'active',
  notes: 'Buy-out option to discuss',
  endingSoon: true,
  createdAt: at,
  updatedAt: at,
} satisfies Financing;
const followUp = {
  id: 8,
  bike,
  company: { id: 2, name: 'Acme' },
  kind: 'theft',
  status: 'submitted',
  eventDate: '2026-01-03',
  description: 'Stolen in front of the station',
  amountClaimedCents: 389_000,
  amountPaidCents: null,
  insurer: 'Ethias',
  insurancePolicy: 'POL-2025-00042',
  claimReference: 'SIN-2026-5512',
  createdAt: at,
  updatedAt: at,
} satisfies InsuranceFollowUp;
const detail = {
  ...followUp,
  steps: [
    { id: 1, from: null, to: 'open', note: null, actor: { id: 1, name: 'Ada Admin' }, at },
    { id: 2, from: 'open', to: 'submitted', note: 'Sent by e-mail', actor: { id: 1, name: 'Ada Admin' }, at },
  ],
  documents: [
    {
      id: 4,
      name: 'police-report.pdf',
      contentType: 'application/pdf',
      size: 1200,
      uploadedBy: { id: 1, name: 'Ada Admin' },
      createdAt: at,
      url: '/api/insurance-follow-ups/8/documents/4',
    },
  ],
  nextStatuses: ['accepted', 'refused'],
  editable: true,
} satisfies InsuranceFollowUpDetail;
const renewal = {
  bike: { ...bike, id: 12, frameNumber: 'ETH555' },
  insurer: 'AG Insurance',
  insurancePolicy: 'POL-9',
  insuranceEnd: '2026-01-25',
  daysLeft: 20,
  followUpId: null,
} satisfies RenewalDue;

const API: Record<string, unknown> = {
  '/api/external-financing': page([financing]),
  '/api/external-financing/3': financing,
  '/api/external-financing/financiers': { data: ['Belfius Lease', 'KBC Autolease'] } satisfies Infer<typeof financierListSchema>,
  '/api/insurance-follow-ups': page([followUp]),
  '/api/insurance-follow-ups/8': detail,
  '/api/insurance-follow-ups/renewals-due': page([renewal]),
};

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
const fleet = makeUser({
  language: 'en',
  permission: ['fleetManager'],
  company: { id: 2, name: 'Acme', conditions: [{ access: 'leasing' }] },
});

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

describe('financing and insurance pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/bills/external-financing-bikes', 'Externally financed bikes', 'Belfius Lease'],
    ['/en/dashboard/bills/external-financing-bikes/create', 'New financing', 'Monthly instalment (€)'],
    ['/en/dashboard/bills/external-financing-bikes/3', 'Financing of CUB123456', 'BL-2025-0141'],
    ['/en/dashboard/bills/insurance-follow-ups/list', 'Insurance follow-ups', '1 policy to renew within 30 days'],
    ['/en/dashboard/bills/insurance-follow-ups/create', 'New follow-up', 'What happened'],
    ['/en/dashboard/bills/insurance-follow-ups/8', 'Theft · CUB123456', 'Accepted by the insurer'],
    ['/en/dashboard/bills/insurance-follow-ups/8?tab=history', 'Theft · CUB123456', 'Sent by e-mail'],
    ['/en/dashboard/bills/insurance-follow-ups/8?tab=documents', 'Theft · CUB123456', 'police-report.pdf'],
  ])('%s', async (url, title, text) => {
    signedIn(admin);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the fleet manager their follow-up read-only', async () => {
    signedIn(fleet, (call) =>
      call.path === '/api/insurance-follow-ups/8'
        ? json(200, { ...detail, nextStatuses: [], editable: false } satisfies InsuranceFollowUpDetail)
        : undefined,
    );
    renderApp('/en/dashboard/bills/insurance-follow-ups/8');
    await screen.findByRole('heading', { level: 1, name: 'Theft · CUB123456' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Accepted by the insurer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('moving a follow-up along', { timeout: 30_000 }, () => {
  it('sends the next status with the note typed', async () => {
    const calls = signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/insurance-follow-ups/8/transitions'
        ? json(200, { ...detail, status: 'accepted', nextStatuses: ['paid'] } satisfies InsuranceFollowUpDetail)
        : undefined,
    );
    renderApp('/en/dashboard/bills/insurance-follow-ups/8');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Note for the history (optional)' }, { timeout: 10_000 }),
      'Expert came by',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accepted by the insurer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/insurance-follow-ups/8/transitions')).toBe(true));
    expect(calls.find((c) => c.path === '/api/insurance-follow-ups/8/transitions')!.body).toEqual({
      status: 'accepted',
      note: 'Expert came by',
    });
  });
});
