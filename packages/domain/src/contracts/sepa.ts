import { z } from 'zod';
import { compactIban, isValidBic, isValidIban } from '../iban';
import { isValidMandateReference } from '../sepa-mandate';
import {
  exportFormatSchema,
  idListSchema,
  INT4_MAX,
  isoDateSchema,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  namedRefSchema,
} from './common';

/** SEPA direct debit (issue 14, decision 046): mandates, batches of debits, the pain.008 file. Money in cents. */
export const SEPA_MANDATE_STATUSES = ['active', 'revoked'] as const;
export const SEPA_MANDATE_KINDS = ['recurrent', 'one_off'] as const;
export const SEPA_BATCH_STATUSES = ['open', 'closed'] as const;
export const SEPA_SEQUENCE_TYPES = ['FRST', 'RCUR', 'FNAL', 'OOFF'] as const;

const refId = z.number().int().positive().max(INT4_MAX);

/** `POST /api/sepa/mandates`: the debtor (a company or a person, never both) and their account. */
export const sepaMandateInputSchema = z
  .object({
    companyId: refId.optional(),
    userId: refId.optional(),
    kind: z.enum(SEPA_MANDATE_KINDS).default('recurrent'),
    iban: z
      .string()
      .max(50)
      .transform(compactIban)
      .refine((v) => isValidIban(v), 'iban_invalid'),
    bic: z
      .string()
      .max(20)
      .transform((v) => v.replace(/\s/g, '').toUpperCase())
      .refine((v) => isValidBic(v), 'bic_invalid'),
    debtorName: z.string().trim().min(1).max(70),
    signatureDate: isoDateSchema,
    reference: z
      .string()
      .trim()
      .max(35, 'reference_invalid')
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || isValidMandateReference(v), 'reference_invalid'),
  })
  .superRefine((v, ctx) => {
    if ((v.companyId === undefined) === (v.userId === undefined))
      ctx.addIssue({ code: 'custom', path: ['companyId'], message: 'customer_required' });
  });
export type SepaMandateInput = z.output<typeof sepaMandateInputSchema>;

export const sepaMandateSchema = z.object({
  id: z.number(),
  reference: z.string(),
  kind: z.enum(SEPA_MANDATE_KINDS),
  status: z.enum(SEPA_MANDATE_STATUSES),
  customer: z.object({ kind: z.enum(['company', 'person']), id: z.number(), name: z.string() }),
  debtorName: z.string(),
  iban: z.string(),
  bic: z.string(),
  signatureDate: isoDateSchema,
  /** How many debits of this mandate are in batches (its next one is FRST while 0). */
  debits: z.number(),
  lastCollectionDate: isoDateSchema.nullable(),
  /** Debits the bank sent back (decision 061): they do not count, a rejected first debit makes the next one FRST again. */
  rejectedDebits: z.number(),
  /** Marked last: its next debit is FNAL, then the mandate is revoked (decision 061). */
  finalCollection: z.boolean(),
  /** The sequence type its next debit would take (null: revoked, or no longer collectable). */
  nextSequenceType: z.enum(SEPA_SEQUENCE_TYPES).nullable(),
  revokedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type SepaMandate = z.infer<typeof sepaMandateSchema>;
export const sepaMandateCreatedSchema = z.object({ id: z.number(), reference: z.string() });

export const sepaMandateListSchema = listOf(sepaMandateSchema);
export const sepaMandateListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['createdAt', 'reference', 'debtorName', 'signatureDate']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(SEPA_MANDATE_STATUSES).optional(),
  companyId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  userId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  format: exportFormatSchema.default('json'),
});
export type SepaMandateListQuery = z.output<typeof sepaMandateListQuerySchema>;

/** `POST /api/sepa/batches`: the due bills of customers with an active mandate, or the bills given. */
export const sepaBatchInputSchema = z.object({ collectionDate: isoDateSchema, billIds: idListSchema(500).optional() });
export type SepaBatchInput = z.output<typeof sepaBatchInputSchema>;
export const sepaBatchPreviewQuerySchema = z.object({ collectionDate: isoDateSchema });

export const sepaDebitSchema = z.object({
  bill: z.object({ id: z.number(), number: z.string().nullable(), structuredCommunication: z.string() }),
  customerName: z.string(),
  mandate: z.object({ id: z.number(), reference: z.string() }),
  amountCents: z.number(),
  sequenceType: z.enum(SEPA_SEQUENCE_TYPES),
  /** When the bank sent it back (a batch's debits; null in a preview or while collected). */
  rejectedAt: isoDateTimeSchema.nullable().optional(),
});
export type SepaDebit = z.infer<typeof sepaDebitSchema>;

/** What a batch would collect on a date (the screen's preview before creating it). */
export const sepaBatchPreviewSchema = z.object({
  collectionDate: isoDateSchema,
  earliestCollectionDate: isoDateSchema,
  debits: z.array(sepaDebitSchema),
  count: z.number(),
  totalCents: z.number(),
});
export type SepaBatchPreview = z.infer<typeof sepaBatchPreviewSchema>;

export const sepaBatchSchema = z.object({
  id: z.number(),
  messageId: z.string(),
  status: z.enum(SEPA_BATCH_STATUSES),
  collectionDate: isoDateSchema,
  count: z.number(),
  totalCents: z.number(),
  createdBy: namedRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
  closedAt: isoDateTimeSchema.nullable(),
  /** First download of its file (decision 061: prepared until then). */
  downloadedAt: isoDateTimeSchema.nullable(),
  /** Its debits the bank sent back. */
  rejectedCount: z.number(),
});
export type SepaBatch = z.infer<typeof sepaBatchSchema>;
export const sepaBatchDetailSchema = sepaBatchSchema.extend({ debits: z.array(sepaDebitSchema) });
export type SepaBatchDetail = z.infer<typeof sepaBatchDetailSchema>;
export const sepaBatchCreatedSchema = z.object({ id: z.number() });

export const sepaBatchListSchema = listOf(sepaBatchSchema);
export const sepaBatchListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['createdAt', 'collectionDate']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(SEPA_BATCH_STATUSES).optional(),
  format: exportFormatSchema.default('json'),
});
export type SepaBatchListQuery = z.output<typeof sepaBatchListQuerySchema>;

/** A mandate's debits, newest first, with their batch (the mandate's page, decision 061). */
export const sepaMandateDebitSchema = sepaDebitSchema.extend({
  batch: z.object({ id: z.number(), messageId: z.string(), collectionDate: isoDateSchema, status: z.enum(SEPA_BATCH_STATUSES) }),
});
export type SepaMandateDebit = z.infer<typeof sepaMandateDebitSchema>;
export const sepaMandateDetailSchema = sepaMandateSchema.extend({ history: z.array(sepaMandateDebitSchema) });
export type SepaMandateDetail = z.infer<typeof sepaMandateDetailSchema>;
