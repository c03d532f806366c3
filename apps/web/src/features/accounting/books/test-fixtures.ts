import {
  DEFAULT_ACCOUNTING_SETTINGS,
  type accountingSettingsSchema,
  type daybookListSchema,
  type horusStatusSchema,
  type journalEntryListSchema,
  type ListOf,
  type pendingPaymentListSchema,
  type peppolDeliveryListSchema,
  type Purchase,
  type PurchaseDetail,
  type supplierBatchSchema,
  type SupplierBatchSummary,
  type vatCheckSchema,
} from '@veloport/domain';
import type { Infer } from '@/lib/contract';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';

// What the books' API answers, typed by its contracts: a change there fails these screens' tests (decision 086).

export const daybooks = {
  data: [
    { id: 1, code: 'VTE', name: 'Ventes', kind: 'sales' },
    { id: 2, code: 'ACH', name: 'Achats', kind: 'purchases' },
    { id: 3, code: 'BNK', name: 'Banque', kind: 'bank' },
  ],
} satisfies Infer<typeof daybookListSchema>;

export const salesEntries = {
  data: [
    {
      id: 11,
      number: 7,
      year: 2026,
      date: '2026-11-03',
      reference: '2026-00042',
      sourceKind: 'bill',
      sourceId: 42,
      sync: { status: 'sent', error: null, attempts: 1 },
      lines: [
        { account: '400000', debitCents: 121_000, creditCents: 0, description: 'Acme' },
        { account: '700000', debitCents: 0, creditCents: 100_000, vatCode: '03', description: 'Acme' },
        { account: '451000', debitCents: 0, creditCents: 21_000, vatCode: '54', description: 'Acme' },
      ],
    },
  ],
  meta: { page: 1, perPage: 100, total: 1 },
  totals: { debitCents: 121_000, creditCents: 121_000 },
} satisfies Infer<typeof journalEntryListSchema>;

export const purchase = (id: number, over: Partial<Purchase> = {}) =>
  ({
    id,
    status: 'to_approve',
    supplier: { id: 3, name: 'Velo Parts BV', vatNumber: 'BE0123456749', iban: 'BE71096123456769' },
    number: `VP-${id}`,
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    structuredCommunication: '+++090/9337/55493+++',
    totals: { exclVatCents: 100_000, vatCents: 21_000, inclVatCents: 121_000 },
    refusalReason: null,
    paidAt: null,
    source: 'upload',
    ...over,
  }) satisfies Purchase;

/** A purchase's page: the list's fields, its lines and its VAT per rate. */
export const purchaseDetail = (id: number, over: Partial<Purchase> = {}, officialRules: PurchaseDetail['officialRules'] = []) =>
  ({
    ...purchase(id, over),
    officialRules,
    lines: [
      { description: 'Cadre aluminium 54 cm', quantity: 2, netCents: 80_000, vatRate: 21 },
      { description: 'Chaîne', quantity: 4, netCents: 20_000, vatRate: 21 },
    ],
    vatPerRate: [{ rate: 21, baseCents: 100_000, vatCents: 21_000 }],
  }) satisfies PurchaseDetail;

export const page = <T>(data: T[]) => ({ data, meta: { page: 1, perPage: 25, total: data.length } }) satisfies ListOf<T>;

export const batch = {
  id: 4,
  messageId: 'VP-SUP-000004',
  executionDate: '2026-12-01',
  status: 'open',
  totalCents: 121_000,
  purchaseIds: [6],
} satisfies Infer<typeof supplierBatchSchema>;

export const pendingClients = {
  data: [
    { documentId: 42, number: '2026-00042', partyName: 'Acme', dueDate: '2026-09-01', openCents: 121_000, daysOverdue: 75 },
    { documentId: 43, number: '2026-00043', partyName: 'Jan Janssens', dueDate: null, openCents: 5_000, daysOverdue: 0 },
  ],
  totals: { notDueCents: 5_000, days1to30Cents: 0, days31to60Cents: 0, days61to90Cents: 121_000, over90Cents: 0 },
} satisfies Infer<typeof pendingPaymentListSchema>;

export const vatCheck = { journalVatCents: 21_000, documentsVatCents: 21_000, equal: true } satisfies Infer<typeof vatCheckSchema>;
export const settings = DEFAULT_ACCOUNTING_SETTINGS satisfies Infer<typeof accountingSettingsSchema>;

export const peppolDeliveries = {
  data: [
    {
      id: 2,
      documentId: 'ap-77',
      sender: '9925:BE0123456749',
      outcome: 'refused',
      errorCode: 'not_a_ubl_invoice',
      purchaseId: null,
      receivedAt: '2026-11-03T09:00:00.000Z',
    },
    {
      id: 1,
      documentId: 'ap-76',
      sender: null,
      outcome: 'imported',
      errorCode: null,
      purchaseId: 6,
      receivedAt: '2026-11-02T09:00:00.000Z',
    },
  ],
} satisfies Infer<typeof peppolDeliveryListSchema>;

export const horusStatus = {
  configured: true,
  connection: { folderId: 'F-1042', connectedAt: '2026-11-02T09:00:00.000Z' },
  counts: { pending: 0, sent: 27, failed: 1 },
  failures: [{ entryId: 12, date: '2026-11-04', reference: '2026-00043', error: 'Account 400000 is closed', attempts: 2 }],
  attachments: {
    counts: { pending: 0, sent: 40, failed: 1, absent: 3 },
    failures: [
      {
        entryId: 14,
        kind: 'ubl',
        date: '2026-11-05',
        reference: '2026-00045',
        error: 'The UBL is not an invoice this folder reads',
        attempts: 1,
      },
    ],
  },
  readBack: {
    at: '2026-11-20T08:00:00.000Z',
    changes: [
      {
        entryId: 15,
        date: '2026-11-06',
        reference: '2026-00046',
        changedAt: '2026-11-19T15:30:00.000Z',
        ours: [
          { account: '400000', debitCents: 12_100, creditCents: 0, vatCode: null, description: 'Customer' },
          { account: '700100', debitCents: 0, creditCents: 10_000, vatCode: '03', description: 'Workshop' },
          { account: '451000', debitCents: 0, creditCents: 2_100, vatCode: '54', description: 'VAT' },
        ],
        theirs: [
          { account: '400000', debitCents: 12_100, creditCents: 0, vatCode: null, description: 'Customer' },
          { account: '700300', debitCents: 0, creditCents: 10_000, vatCode: '03', description: 'Workshop' },
          { account: '451000', debitCents: 0, creditCents: 2_100, vatCode: '54', description: 'VAT' },
        ],
      },
    ],
    payments: [
      {
        externalId: 'MV-1',
        entryId: 16,
        reference: 'PVW-4471',
        side: 'supplier',
        paidOn: '2026-11-18',
        amountCents: 12_088,
        outcome: 'marked_paid',
        reason: null,
      },
      {
        externalId: 'MV-3',
        entryId: 17,
        reference: '2026-00047',
        side: 'customer',
        paidOn: '2026-11-18',
        amountCents: 1_200,
        outcome: 'to_check',
        reason: 'bank_statement',
      },
    ],
  },
} satisfies Infer<typeof horusStatusSchema>;

export const GETS: Record<string, unknown> = {
  '/api/accounting/daybooks': daybooks,
  '/api/accounting/daybooks/1/entries': salesEntries,
  '/api/accounting/daybooks/2/entries': { data: [], meta: { page: 1, perPage: 100, total: 0 }, totals: { debitCents: 0, creditCents: 0 } },
  '/api/purchases': page([
    purchase(5),
    purchase(6, { status: 'approved', source: 'peppol' }),
    purchase(7, { status: 'refused', refusalReason: 'Wrong prices' }),
  ]),
  '/api/purchases/peppol-deliveries': peppolDeliveries,
  '/api/purchases/5': purchaseDetail(5),
  '/api/purchases/6': purchaseDetail(6, { status: 'approved' }, [
    { rule: 'PEPPOL-EN16931-R008', flag: 'fatal', message: 'Document MUST not contain empty elements.' },
  ]),
  '/api/purchases/7': purchaseDetail(7, { status: 'refused', refusalReason: 'Wrong prices' }),
  '/api/supplier-payments/batches/4': batch,
  '/api/supplier-payments/batches': page([
    { id: 4, messageId: 'VP-SUP-000004', executionDate: '2026-12-01', status: 'open', count: 1, totalCents: 121_000 },
  ] satisfies SupplierBatchSummary[]),
  '/api/accounting/pending-client-payments': pendingClients,
  '/api/accounting/pending-supplier-payments': { data: [], totals: { ...pendingClients.totals, days61to90Cents: 0, notDueCents: 0 } },
  '/api/accounting/checks/vat': vatCheck,
  '/api/accounting/settings': settings,
  '/api/accounting/horus': horusStatus,
};

export const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
export const fleet = makeUser({ id: 8, language: 'en', permission: ['fleetManager'], company: { id: 2, name: 'Acme', conditions: [] } });

/** Signed in as `user`, the books' GETs answered from the fixtures, `extra` first (a POST, a refusal). */
export function booksApi(user = admin, extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    return extra(call) ?? (call.method === 'GET' && call.path in GETS ? json(200, GETS[call.path]) : undefined);
  });
}

export const as = (language: 'en' | 'fr' | 'nl') => ({ ...admin, language });
