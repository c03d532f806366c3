import { z } from 'zod';
import { BILL_VAT_RATES } from '../bill-totals';
import {
  exportFormatSchema,
  idSchema,
  INT4_MAX,
  isoDateSchema,
  listOf,
  listQuerySchema,
  namedRefSchema,
  queryBooleanSchema,
} from './common';

/** Bills (issue 14, decision 041). Money in integer cents; `vatRate` a whole percent (21, 12, 6 or 0). */
export const BILL_STATUSES = ['draft', 'issued', 'sent', 'partly_paid', 'paid', 'overdue', 'credited'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
export const BILL_KINDS = ['invoice', 'credit_note'] as const;
export type BillKind = (typeof BILL_KINDS)[number];

const refId = z.number().int().positive().max(INT4_MAX);

export const billLineInputSchema = z.object({
  description: z.string().trim().min(1).max(500),
  /** Hours of labour may be 1.5; a credit note's lines are negative. */
  quantity: z
    .number()
    .min(-100_000)
    .max(100_000)
    .refine((q) => q !== 0 && Math.round(q * 1000) === q * 1000, 'quantity_invalid'),
  unitPriceCents: z.number().int().min(0).max(100_000_000),
  vatRate: z.number().refine((r) => (BILL_VAT_RATES as readonly number[]).includes(r), 'vat_rate_invalid'),
  discountPercent: z.number().min(0).max(100).optional(),
});
export type BillLineInput = z.infer<typeof billLineInputSchema>;

/** `POST /api/bills`, `PUT /api/bills/{id}` (drafts only): to a company or to a person, never both. */
export const billInputSchema = z
  .object({
    companyId: refId.optional(),
    userId: refId.optional(),
    lines: z.array(billLineInputSchema).min(1).max(500),
    dueDate: isoDateSchema.optional(),
    /** Intra-EU B2B with 0 % lines: the customer accounts for the VAT (the legal mention is printed). */
    reverseCharge: z.boolean().optional(),
    notes: z.string().trim().max(2000).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.companyId === undefined) === (v.userId === undefined))
      ctx.addIssue({ code: 'custom', path: ['companyId'], message: 'customer_required' });
  });
export type BillInput = z.infer<typeof billInputSchema>;

export const billLineSchema = z.object({
  id: z.number(),
  description: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number(),
  vatRate: z.number(),
  discountPercent: z.number(),
  netCents: z.number(),
});
export const billTotalsSchema = z.object({
  exclVatCents: z.number(),
  vatCents: z.number(),
  inclVatCents: z.number(),
  byRate: z.array(z.object({ rate: z.number(), netCents: z.number(), vatCents: z.number() })),
});
export const billCustomerSchema = z.object({
  kind: z.enum(['company', 'person']),
  id: z.number(),
  name: z.string(),
  vatNumber: z.string().nullable(),
  address: z.string().nullable(),
  language: z.string(),
});
export const billSchema = z.object({
  id: z.number(),
  kind: z.enum(BILL_KINDS),
  number: z.string().nullable(),
  status: z.enum(BILL_STATUSES),
  structuredCommunication: z.string(),
  customer: billCustomerSchema,
  company: namedRefSchema.nullable(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  reverseCharge: z.boolean(),
  notes: z.string().nullable(),
  totals: billTotalsSchema,
  paidCents: z.number(),
  creditOf: z.object({ id: z.number(), number: z.string().nullable() }).nullable(),
  creditNotes: z.array(z.object({ id: z.number(), number: z.string().nullable() })),
  lines: z.array(billLineSchema),
  issuedAt: z.string().nullable(),
  /** When it was e-mailed to the customer (decision 043). */
  sentAt: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Bill = z.infer<typeof billSchema>;

export const billListItemSchema = billSchema.omit({ lines: true, creditNotes: true, notes: true });
export type BillListItem = z.infer<typeof billListItemSchema>;
export const billListSchema = listOf(billListItemSchema);
export const billListQuerySchema = listQuerySchema.extend({
  /** Newest number first unless asked otherwise (drafts, which have none, come last for the staff). */
  sort: z.enum(['createdAt', 'number', 'dueDate', 'total']).default('number'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(BILL_STATUSES).optional(),
  kind: z.enum(BILL_KINDS).optional(),
  companyId: idSchema.optional(),
  /** `bills/to-send`: issued bills never sent, whatever their due date. */
  toSend: queryBooleanSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type BillListQuery = z.output<typeof billListQuerySchema>;

/** `POST /api/bills/send`: e-mail many issued bills at once (`bills/to-send`, one confirmation). */
export const billsSendInputSchema = z.object({ billIds: z.array(idSchema).min(1).max(500) });
/** What was sent, and each bill that was not with the reason (`bill_not_to_send`, `bill_no_recipient`…). */
export const billsSendResultSchema = z.object({
  sent: z.array(z.object({ id: z.number(), number: z.string().nullable() })),
  failed: z.array(z.object({ id: z.number(), number: z.string().nullable(), code: z.string() })),
});
export type BillsSendResult = z.infer<typeof billsSendResultSchema>;

/** `POST /api/bills/{id}/credit-note`: the whole bill, or the given lines (positive quantities: what is credited). */
export const creditNoteInputSchema = z.object({
  lines: z.array(billLineInputSchema).min(1).max(500).optional(),
  reason: z.string().trim().max(500).optional(),
});
export const billIssuedSchema = z.object({ id: z.number(), number: z.string(), status: z.enum(BILL_STATUSES) });
