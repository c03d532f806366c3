import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { apiError, json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type {
  ListOf,
  OfferCustomers,
  SepaBatch,
  SepaBatchDetail,
  SepaBatchPreview,
  SepaMandate,
  SepaMandateDetail,
} from '@veloport/domain';

// SEPA direct debit (decision 046) through the real routes, guards and layout.

const at = '2026-11-20T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;
const mandate = {
  id: 1,
  reference: 'ACME-DOM-2025-01',
  kind: 'recurrent',
  status: 'active',
  customer: { kind: 'company', id: 2, name: 'Acme' },
  debtorName: 'Acme SA',
  iban: 'BE71096123456769',
  bic: 'GKCCBEBB',
  signatureDate: '2025-09-01',
  debits: 2,
  lastCollectionDate: '2026-11-27',
  rejectedDebits: 0,
  finalCollection: false,
  nextSequenceType: 'RCUR',
  revokedAt: null,
  createdAt: at,
} satisfies SepaMandate;
const batch = {
  id: 3,
  messageId: 'VP-SDD-000003',
  status: 'open',
  collectionDate: '2026-12-04',
  count: 2,
  totalCents: 16_420,
  createdBy: { id: 1, name: 'Ada Admin' },
  createdAt: at,
  closedAt: null,
  downloadedAt: null,
  rejectedCount: 0,
} satisfies SepaBatch;
const preview = {
  collectionDate: '2026-12-10',
  earliestCollectionDate: '2026-12-03',
  count: 1,
  totalCents: 12_100,
  debits: [
    {
      bill: { id: 9, number: '2026-00042', structuredCommunication: '+++000/0000/00909+++' },
      customerName: 'Globex',
      mandate: { id: 1, reference: 'GLOBEX-1' },
      amountCents: 12_100,
      sequenceType: 'FRST',
    },
  ],
} satisfies SepaBatchPreview;

const batchDetail = {
  ...batch,
  downloadedAt: at,
  rejectedCount: 1,
  debits: [
    {
      bill: { id: 9, number: '2026-00042', structuredCommunication: '+++000/0000/00909+++' },
      customerName: 'Acme',
      mandate: { id: 1, reference: 'ACME-DOM-2025-01' },
      amountCents: 12_100,
      sequenceType: 'FRST',
      rejectedAt: at,
    },
    {
      bill: { id: 10, number: '2026-00043', structuredCommunication: '+++000/0000/01010+++' },
      customerName: 'Acme',
      mandate: { id: 1, reference: 'ACME-DOM-2025-01' },
      amountCents: 4_320,
      sequenceType: 'FRST',
      rejectedAt: null,
    },
  ],
} satisfies SepaBatchDetail;
const mandateDetail = {
  ...mandate,
  rejectedDebits: 1,
  finalCollection: true,
  nextSequenceType: 'FRST',
  history: batchDetail.debits.map((d) => ({
    ...d,
    batch: { id: 3, messageId: 'VP-SDD-000003', collectionDate: '2026-12-04', status: 'open' },
  })),
} satisfies SepaMandateDetail;

const API: Record<string, unknown> = {
  '/api/sepa/batches/3': batchDetail,
  '/api/sepa/mandates/1': mandateDetail,
  '/api/sepa/mandates': page([mandate]),
  '/api/sepa/batches': page([batch]),
  '/api/sepa/batches/preview': preview,
  '/api/offers/customers': {
    companies: [{ id: 2, name: 'Acme' }],
    users: [{ id: 5, name: 'Paula Private', email: 'paula.private@example.be', companyId: null }],
  } satisfies OfferCustomers,
};

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'] });

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

describe('SEPA pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/bills/sepa', 'SEPA direct debit', 'ACME-DOM-2025-01'],
    ['/en/dashboard/bills/sepa?tab=batches', 'SEPA direct debit', 'VP-SDD-000003'],
    ['/fr/dashboard/bills/sepa', 'Domiciliations SEPA', 'ACME-DOM-2025-01'],
    ['/nl/dashboard/bills/sepa/create', 'Nieuw mandaat of nieuwe batch', 'Naam van de rekeninghouder'],
    ['/en/dashboard/bills/sepa/create?tab=batch', 'New mandate or batch', 'Collection date'],
    ['/en/dashboard/bills/sepa/batches/3', 'Debit batch VP-SDD-000003', '1 rejected'],
    ['/fr/dashboard/bills/sepa/batches/3', 'Lot de prélèvements VP-SDD-000003', 'Téléchargé'],
    ['/en/dashboard/bills/sepa/mandates/1', 'Mandate ACME-DOM-2025-01', 'Debits under this mandate'],
    ['/nl/dashboard/bills/sepa/mandates/1', 'Mandaat ACME-DOM-2025-01', 'Inningen onder dit mandaat'],
  ])('%s', async (url, title, text) => {
    signedIn(url.startsWith('/en') ? admin : { ...admin, language: url.slice(1, 3) as 'fr' | 'nl' });
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('SEPA mandate form', { timeout: 30_000 }, () => {
  it('catches a wrong IBAN before sending, with its translated message', async () => {
    const calls = signedIn(admin, (call) =>
      call.method === 'POST' && call.path === '/api/sepa/mandates'
        ? apiError(422, 'validation_failed', { fields: { reference: 'reference_taken' } })
        : undefined,
    );
    renderApp('/en/dashboard/bills/sepa/create');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New mandate or batch' }, { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: /Account holder's name/ }), 'Acme SA');
    await user.type(screen.getByRole('textbox', { name: /IBAN/ }), 'BE71 0961 2345 6768');
    await user.type(screen.getByRole('textbox', { name: /BIC/ }), 'GKCCBEBB');
    await user.click(screen.getByRole('button', { name: 'Save the mandate' }));
    expect(await screen.findByText('This IBAN is not valid (check digits).')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/sepa/mandates')).toBe(false);
  });

  it('previews the bills of a batch with their sequence type and total', async () => {
    signedIn(admin);
    renderApp('/en/dashboard/bills/sepa/create?tab=batch');
    await screen.findByRole('heading', { level: 1, name: 'New mandate or batch' }, { timeout: 10_000 });
    const user = userEvent.setup();
    // The next valid date is proposed; the admin types another one.
    expect((screen.getByRole('textbox', { name: /Collection date/ }) as HTMLInputElement).value).not.toBe('');
    await user.clear(screen.getByRole('textbox', { name: /Collection date/ }));
    await user.type(screen.getByRole('textbox', { name: /Collection date/ }), '10/12/2026');
    await waitFor(() => expect(screen.getByText('First (FRST)')).toBeTruthy(), { timeout: 5_000 });
    expect(screen.getByText('1 debit, total 121,00 €')).toBeTruthy();
    expect(screen.getByText('2026-00042')).toBeTruthy();
  });

  it('leaves a bill out of the batch and asks before e-mailing the debtors (issue 25, point 21)', async () => {
    const two = {
      ...preview,
      count: 2,
      totalCents: 12_100 + 4_320,
      debits: [
        ...preview.debits,
        { ...preview.debits[0], bill: { ...preview.debits[0].bill, id: 10, number: '2026-00043' }, amountCents: 4_320 },
      ],
    } satisfies SepaBatchPreview;
    const calls = signedIn(admin, (call) => {
      if (call.path === '/api/sepa/batches/preview') return json(200, two);
      if (call.method === 'POST' && call.path === '/api/sepa/batches') return json(201, { ...batch, id: 3 } satisfies SepaBatch);
      return undefined;
    });
    renderApp('/en/dashboard/bills/sepa/create?tab=batch');
    await screen.findByRole('heading', { level: 1, name: 'New mandate or batch' }, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Collect bill 2026-00043/ }, { timeout: 5_000 }));
    await user.click(screen.getByRole('button', { name: 'Create the batch and notify the debtors' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 debit, total 121,00 €')).toBeTruthy();
    expect(within(dialog).getByText('The debtor is e-mailed the pre-notification now')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/sepa/batches')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Create the batch and notify the debtors' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/sepa/batches')?.body).toMatchObject({ billIds: [9] }),
    );
  });
});
