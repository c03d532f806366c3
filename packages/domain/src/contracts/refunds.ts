import { z } from 'zod';
import { compactIban, isValidBic, isValidIban } from '../iban';
import { exportFormatSchema, idSchema, isoDateSchema, isoDateTimeSchema, listOf, listQuerySchema } from './common';

/** Payments typed by hand, their undoing, and refunds of a customer's credit (issue 14, decision 061). Money in cents. */
export const MANUAL_PAYMENT_METHODS = ['transfer', 'cash', 'card', 'other'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
export const REFUND_METHODS = ['transfer', 'cash', 'other'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/**
 * How a recorded refund left: a staff means, `online` — back through the payment provider on the card or Bancontact
 * that paid (decision 112) —, or `gift_card` — a web order's part put back on the gift card that paid it (decision 116).
 */
export const REFUND_RECORD_METHODS = [...REFUND_METHODS, 'online', 'gift_card'] as const;
export type RefundRecordMethod = (typeof REFUND_RECORD_METHODS)[number];
export const REFUND_STATUSES = ['pending', 'batched', 'done'] as const;

const amount = z.number().int().min(1).max(100_000_000);

/** `POST /api/bills/{id}/payments`: money received outside the bank statements (a transfer seen elsewhere, cash, card). */
export const manualPaymentInputSchema = z.object({
  amountCents: amount,
  date: isoDateSchema,
  method: z.enum(MANUAL_PAYMENT_METHODS),
  reference: z.string().trim().max(140).nullish(),
});
export type ManualPaymentInput = z.output<typeof manualPaymentInputSchema>;
export const paymentIdParamsSchema = z.object({ id: idSchema, paymentId: idSchema });

/** How a refund is paid: the method, and for a transfer the beneficiary's account (IBAN required, BIC optional). */
const refundMeansFields = {
  method: z.enum(REFUND_METHODS),
  beneficiaryName: z.string().trim().max(70).nullish(),
  iban: z
    .string()
    .max(50)
    .transform(compactIban)
    .nullish()
    .transform((v) => v || null),
  bic: z
    .string()
    .max(20)
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .nullish()
    .transform((v) => v || null),
};
function checkRefundMeans(v: { method: (typeof REFUND_METHODS)[number]; iban: string | null; bic: string | null }, ctx: z.RefinementCtx) {
  if (v.method === 'transfer' && !v.iban) ctx.addIssue({ code: 'custom', path: ['iban'], message: 'required' });
  else if (v.iban && !isValidIban(v.iban)) ctx.addIssue({ code: 'custom', path: ['iban'], message: 'iban_invalid' });
  if (v.bic && !isValidBic(v.bic)) ctx.addIssue({ code: 'custom', path: ['bic'], message: 'bic_invalid' });
}

/** How a refund is paid, alone: the whole credit given back by another module's step (a web order's refund, decision 105). */
export const refundMeansInputSchema = z.object(refundMeansFields).superRefine(checkRefundMeans);
export type RefundMeansInput = z.output<typeof refundMeansInputSchema>;

/** `POST /api/bills/{id}/refunds` (the bill or its credit note): give back part of the customer's credit. */
export const refundInputSchema = z.object({ amountCents: amount, date: isoDateSchema, ...refundMeansFields }).superRefine(checkRefundMeans);
export type RefundInput = z.output<typeof refundInputSchema>;

/**
 * `POST /api/bills/{id}/refunds/customer-credit`: give back the whole credit of the bill's customer, spread over their
 * invoices (overpayments, credit notes), in one action — one transfer, each invoice's part recorded (decision 065).
 */
export const customerCreditRefundInputSchema = z.object({ date: isoDateSchema, ...refundMeansFields }).superRefine(checkRefundMeans);
export type CustomerCreditRefundInput = z.output<typeof customerCreditRefundInputSchema>;

export const refundSchema = z.object({
  id: z.number(),
  bill: z.object({ id: z.number(), number: z.string().nullable(), customerName: z.string() }),
  amountCents: z.number(),
  date: isoDateSchema,
  method: z.enum(REFUND_RECORD_METHODS),
  beneficiaryName: z.string(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  batch: z.object({ id: z.number(), messageId: z.string() }).nullable(),
  /** Refunds of one customer's credit over several bills share one transfer (one pain.001 payment): the first's id (decision 065). */
  transferId: z.number().nullable(),
  /** An online refund: the payment provider's refund, `provider:id` (decision 112); null for the other means. */
  providerRefundId: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type Refund = z.infer<typeof refundSchema>;
export const customerCreditRefundSchema = z.object({ transferId: z.number(), amountCents: z.number(), refunds: z.array(refundSchema) });
export type CustomerCreditRefund = z.infer<typeof customerCreditRefundSchema>;
export const refundListSchema = listOf(refundSchema);
export const refundListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['createdAt', 'amount', 'date', 'customer']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(REFUND_STATUSES).optional(),
  method: z.enum(REFUND_RECORD_METHODS).optional(),
  billId: idSchema.optional(),
  /** The refunds of one pain.001 file (decision 065). */
  batchId: idSchema.optional(),
  /** Refund dates from / to (inclusive). */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type RefundListQuery = z.output<typeof refundListQuerySchema>;

/** `POST /api/refunds/batches`: every refund by transfer not yet in a file, paid on `executionDate`. */
export const refundBatchInputSchema = z.object({ executionDate: isoDateSchema });
export const refundBatchSchema = z.object({
  id: z.number(),
  messageId: z.string(),
  executionDate: isoDateSchema,
  count: z.number(),
  totalCents: z.number(),
  createdAt: isoDateTimeSchema,
  downloadedAt: isoDateTimeSchema.nullable(),
});
export type RefundBatch = z.infer<typeof refundBatchSchema>;
/** `GET /api/refunds/batches/{id}`: a pain.001 file's own page — the batch and each of its refunds (decision 065). */
export const refundBatchDetailSchema = refundBatchSchema.extend({ refunds: z.array(refundSchema) });
export type RefundBatchDetail = z.infer<typeof refundBatchDetailSchema>;
export const refundBatchListSchema = listOf(refundBatchSchema);
