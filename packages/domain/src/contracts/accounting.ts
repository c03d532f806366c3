import { z } from 'zod';
import { DAYBOOK_KINDS, DEFAULT_ACCOUNTING_SETTINGS, SALE_KINDS } from '../finance/accounting';
import { compactIban } from '../iban';
import { exportFormatSchema, idSchema, isoDateSchema, listMetaSchema, listOf, listQuerySchema, localeSchema } from './common';

/** The books' contracts (issue 28, decision 084). Money in integer cents. */
export const daybookSchema = z.object({ id: z.number(), code: z.string(), name: z.string(), kind: z.enum(DAYBOOK_KINDS) });
export const daybookListSchema = z.object({ data: z.array(daybookSchema) });

const periodFields = z.object({ from: isoDateSchema, to: isoDateSchema });
const inOrder = (q: { from: string; to: string }) => q.from <= q.to;
export const periodQuerySchema = periodFields.refine(inOrder, { message: 'end_before_start', path: ['to'] });
export type PeriodQuery = z.infer<typeof periodQuerySchema>;
/** A daybook's entries of a period, as JSON or as the journal's CSV/XLSX (decision 086). */
export const entriesQuerySchema = periodFields
  .extend({
    format: exportFormatSchema.default('json'),
    /** One page of the period's entries in number order (decision 110); without `page`, every entry of the period. */
    page: z.coerce.number().int().min(1).optional(),
    perPage: z.coerce.number().int().min(1).max(100).default(100),
  })
  .refine(inOrder, { message: 'end_before_start', path: ['to'] });
/** The pending payments, as JSON or CSV/XLSX (decision 086). */
export const pendingQuerySchema = z.object({ format: exportFormatSchema.default('json') });

export const entryLineSchema = z.object({
  account: z.string(),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
  vatCode: z.string().nullable().optional(),
  description: z.string(),
});
export const journalEntrySchema = z.object({
  id: z.number(),
  number: z.number(),
  year: z.number(),
  date: z.string(),
  reference: z.string(),
  sourceKind: z.string(),
  sourceId: z.number(),
  lines: z.array(entryLineSchema),
  /** Where the entry stands with the accountant's software (decision 107); absent when it was never queued. */
  sync: z
    .object({ status: z.enum(['pending', 'sent', 'failed']), error: z.string().nullable(), attempts: z.number().int() })
    .nullable()
    .optional(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;
export const ENTRY_SYNC_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EntrySyncStatus = (typeof ENTRY_SYNC_STATUSES)[number];

/** Why a payment read from Horus is left to check (decision 117): a receipt is recorded from the bank statement. */
export const HORUS_PAYMENT_REASONS = ['bank_statement', 'not_approved', 'in_batch', 'partial'] as const;
export type HorusPaymentReason = (typeof HORUS_PAYMENT_REASONS)[number];

/** The Horus connection of the books (decision 107): one folder, its OAuth tokens kept by the API, never answered. */
export const horusStatusSchema = z.object({
  /** The integration is registered (HORUS_CLIENT_ID and secret set); without it nothing can be connected. */
  configured: z.boolean(),
  connection: z.object({ folderId: z.string(), connectedAt: z.string() }).nullable(),
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  failures: z.array(
    z.object({ entryId: z.number(), date: z.string(), reference: z.string(), error: z.string().nullable(), attempts: z.number().int() }),
  ),
  /** Each document's PDF and UBL attached to its entry (decision 117); `absent`: the document has no such file. */
  attachments: z.object({
    counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int(), absent: z.number().int() }),
    failures: z.array(
      z.object({
        entryId: z.number(),
        kind: z.enum(['pdf', 'ubl']),
        date: z.string(),
        reference: z.string(),
        error: z.string().nullable(),
        attempts: z.number().int(),
      }),
    ),
  }),
  /** What the accountant changed or paid, read back (decision 117). */
  readBack: z.object({
    at: z.string().nullable(),
    /** Entries Horus now books otherwise than ours: our lines (never edited) beside theirs. */
    changes: z.array(
      z.object({
        entryId: z.number(),
        date: z.string(),
        reference: z.string(),
        changedAt: z.string(),
        ours: z.array(entryLineSchema),
        theirs: z.array(entryLineSchema),
      }),
    ),
    /** Payments the accountant recorded: a purchase paid here, or a difference to check and why. */
    payments: z.array(
      z.object({
        externalId: z.string(),
        entryId: z.number(),
        reference: z.string(),
        side: z.enum(['customer', 'supplier']),
        paidOn: z.string(),
        amountCents: z.number().int(),
        outcome: z.enum(['marked_paid', 'to_check']),
        reason: z.enum(HORUS_PAYMENT_REASONS).nullable(),
      }),
    ),
  }),
});
export type HorusStatus = z.infer<typeof horusStatusSchema>;
export const horusConnectSchema = z.object({
  folderId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'invalid'),
  /** The language of the screen the admin connects from: Horus sends them back to it. */
  locale: localeSchema.optional(),
});
export const horusConnectAnswerSchema = z.object({ url: z.string() });
export const horusSyncAnswerSchema = z.object({ queued: z.number().int() });
/** A read-back's findings (decision 117): entries newly changed in Horus, purchases paid, payments to check. */
export const horusReadBackAnswerSchema = z.object({ changed: z.number().int(), paid: z.number().int(), toCheck: z.number().int() });
/** `meta` and the period's `totals` (every entry, not the page's) when a page was asked for (decision 110). */
export const journalEntryListSchema = z.object({
  data: z.array(journalEntrySchema),
  meta: listMetaSchema.optional(),
  totals: z.object({ debitCents: z.number().int(), creditCents: z.number().int() }).optional(),
});

export const pendingPaymentSchema = z.object({
  documentId: z.number(),
  number: z.string(),
  partyName: z.string(),
  dueDate: z.string().nullable(),
  openCents: z.number().int(),
  daysOverdue: z.number().int(),
});
export const ageingTotalsSchema = z.object({
  notDueCents: z.number().int(),
  days1to30Cents: z.number().int(),
  days31to60Cents: z.number().int(),
  days61to90Cents: z.number().int(),
  over90Cents: z.number().int(),
});
export const pendingPaymentListSchema = z.object({ data: z.array(pendingPaymentSchema), totals: ageingTotalsSchema });

const account = z
  .string()
  .trim()
  .regex(/^\d{3,10}$/, 'invalid');
const vatCode = z
  .string()
  .trim()
  .regex(/^\d{2}$/, 'invalid');
export const accountingSettingsSchema = z.object({
  accounts: z.object({
    customers: account,
    suppliers: account,
    vatPayable: account,
    vatRecoverable: account,
    bank: account,
    cash: account,
    cardTransit: account,
    /** Till transfers waiting for the statement (decision 116); settings saved before it read the default. */
    transferTransit: account.default(DEFAULT_ACCOUNTING_SETTINGS.accounts.transferTransit),
    giftCards: account,
    /** Gift cards given without a sale (decision 116); settings saved before it read the default. */
    giftCardsGiven: account.default(DEFAULT_ACCOUNTING_SETTINGS.accounts.giftCardsGiven),
    purchases: account,
    sales: z.object(Object.fromEntries(SALE_KINDS.map((k) => [k, account])) as Record<(typeof SALE_KINDS)[number], typeof account>),
  }),
  vatCodes: z.object({
    salesBase: z.record(z.enum(['21', '12', '6', '0']), vatCode),
    salesReverseChargeBase: vatCode,
    salesVat: vatCode,
    salesCreditBase: vatCode,
    salesCreditVat: vatCode,
    purchasesBase: vatCode,
    purchasesVat: vatCode,
    purchasesCreditBase: vatCode,
    purchasesCreditVat: vatCode,
  }),
});

export const vatCheckSchema = z.object({ journalVatCents: z.number().int(), documentsVatCents: z.number().int(), equal: z.boolean() });
export const journalRunSchema = z.object({ created: z.number().int() });

// Suppliers and purchases -------------------------------------------------------------------------------------

export const PURCHASE_STATUSES = ['to_approve', 'approved', 'refused', 'paid'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
/** How a supplier invoice came in: uploaded by an admin, or delivered by the Peppol access point (decision 107). */
export const PURCHASE_SOURCES = ['upload', 'peppol'] as const;
export type PurchaseSource = (typeof PURCHASE_SOURCES)[number];

export const supplierRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  vatNumber: z.string().nullable(),
  iban: z.string().nullable(),
});
export const purchaseTotalsSchema = z.object({
  exclVatCents: z.number().int(),
  vatCents: z.number().int(),
  inclVatCents: z.number().int(),
});
export const purchaseSchema = z.object({
  id: z.number(),
  status: z.enum(PURCHASE_STATUSES),
  supplier: supplierRefSchema,
  number: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  structuredCommunication: z.string().nullable(),
  totals: purchaseTotalsSchema,
  refusalReason: z.string().nullable(),
  paidAt: z.string().nullable(),
  source: z.enum(PURCHASE_SOURCES),
});
export type Purchase = z.infer<typeof purchaseSchema>;
/** A purchase's lines and VAT per rate, read from its UBL as received (decision 086); amounts as the supplier wrote them. */
export const purchaseLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  netCents: z.number().int(),
  vatRate: z.number().nullable(),
});
export const purchaseVatSchema = z.object({ rate: z.number(), baseCents: z.number().int(), vatCents: z.number().int() });
/** A rule of EN 16931 or Peppol BIS 3.0 the supplier's UBL breaks, as the official rules word it (decision 108). */
export const officialRuleViolationSchema = z.object({ rule: z.string(), flag: z.string(), message: z.string() });
export const purchaseDetailSchema = purchaseSchema.extend({
  lines: z.array(purchaseLineSchema),
  vatPerRate: z.array(purchaseVatSchema),
  /** The official rules the UBL as received breaks (fatal or warning), for the admin to read before approving. */
  officialRules: z.array(officialRuleViolationSchema),
});
export type PurchaseDetail = z.infer<typeof purchaseDetailSchema>;
export const purchaseQuerySchema = listQuerySchema.extend({
  status: z.enum(PURCHASE_STATUSES).optional(),
  format: exportFormatSchema.default('json'),
});
export type PurchaseQuery = z.infer<typeof purchaseQuerySchema>;
export const purchaseListSchema = listOf(purchaseSchema);
/**
 * What the Peppol inbound webhook answers the access point (decision 107): the delivery's outcome, the same again
 * (`replay: true`, nothing changed) when the document id was already delivered.
 */
export const PEPPOL_DELIVERY_OUTCOMES = ['imported', 'duplicate', 'refused'] as const;
export const peppolDeliverySchema = z.object({
  documentId: z.string(),
  outcome: z.enum(PEPPOL_DELIVERY_OUTCOMES),
  purchaseId: z.number().nullable(),
  errorCode: z.string().nullable(),
  replay: z.boolean(),
});
export type PeppolDelivery = z.infer<typeof peppolDeliverySchema>;
/** The latest deliveries, for the admin: what came in by Peppol and why a refused one was refused (decision 107). */
export const peppolDeliveryRowSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  sender: z.string().nullable(),
  outcome: z.enum(PEPPOL_DELIVERY_OUTCOMES),
  errorCode: z.string().nullable(),
  purchaseId: z.number().nullable(),
  receivedAt: z.string(),
});
export const peppolDeliveryListSchema = z.object({ data: z.array(peppolDeliveryRowSchema) });
export type PeppolDeliveryRow = z.infer<typeof peppolDeliveryRowSchema>;
export const purchaseRefusalSchema = z.object({ reason: z.string().trim().min(1).max(500) });

export const supplierBatchInputSchema = z.object({
  purchaseIds: z.array(idSchema.or(z.number().int().positive())).min(1).max(500),
  executionDate: isoDateSchema,
});
export type SupplierBatchInput = z.infer<typeof supplierBatchInputSchema>;
export const supplierBatchSchema = z.object({
  id: z.number(),
  messageId: z.string(),
  executionDate: z.string(),
  status: z.enum(['open', 'paid']),
  totalCents: z.number().int(),
  purchaseIds: z.array(z.number()),
});
export const supplierBankSchema = z.object({ iban: z.string().transform(compactIban), bic: z.string().nullable() });

/** The batches, newest first, by status; `?format=csv|xlsx` (decision 086). */
export const SUPPLIER_BATCH_STATUSES = ['open', 'paid'] as const;
export const supplierBatchSummarySchema = z.object({
  id: z.number(),
  messageId: z.string(),
  executionDate: z.string(),
  status: z.enum(SUPPLIER_BATCH_STATUSES),
  count: z.number().int(),
  totalCents: z.number().int(),
});
export type SupplierBatchSummary = z.infer<typeof supplierBatchSummarySchema>;
export const supplierBatchQuerySchema = listQuerySchema.extend({
  status: z.enum(SUPPLIER_BATCH_STATUSES).optional(),
  format: exportFormatSchema.default('json'),
});
export type SupplierBatchQuery = z.infer<typeof supplierBatchQuerySchema>;
export const supplierBatchListSchema = listOf(supplierBatchSummarySchema);
