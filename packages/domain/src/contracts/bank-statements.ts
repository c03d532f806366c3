import { z } from 'zod';
import { REMINDER_LEVELS } from '../bank-statements';
import { exportFormatSchema, idSchema, INT4_MAX, listOf, listQuerySchema, personRefSchema } from './common';

/** Bank statements, payments of bills and payment reminders (issue 14, decision 047). Money in integer cents. */
export const BANK_STATEMENT_FORMATS = ['coda', 'camt053'] as const;
export type BankStatementFormat = (typeof BANK_STATEMENT_FORMATS)[number];
/** `ignored`: a debit of our own (a supplier paid), nothing to match. */
export const BANK_MOVEMENT_STATUSES = ['matched', 'unmatched', 'dismissed', 'ignored'] as const;
export type BankMovementStatus = (typeof BANK_MOVEMENT_STATUSES)[number];
/** `till`: a bill made from a till ticket, paid when the ticket was rung up (decision 113). */
export const PAYMENT_SOURCES = ['bank_statement', 'manual', 'online', 'gift_card', 'sepa', 'refund', 'till'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];
export const reminderLevelSchema = z.enum(REMINDER_LEVELS);

/** `POST /api/bank-statements` → the statement and what its movements did. `alreadyImported`: the same statement came before; nothing was paid twice. */
export const bankStatementImportSchema = z.object({
  id: z.number(),
  format: z.enum(BANK_STATEMENT_FORMATS),
  reference: z.string(),
  account: z.string().nullable(),
  date: z.string().nullable(),
  movements: z.number(),
  matched: z.number(),
  unmatched: z.number(),
  ignored: z.number(),
  /** Movements already read from an earlier statement (the same bank reference). */
  duplicates: z.number(),
  alreadyImported: z.boolean(),
});
export type BankStatementImport = z.infer<typeof bankStatementImportSchema>;

export const bankStatementSchema = bankStatementImportSchema
  .omit({ duplicates: true, alreadyImported: true })
  .extend({ fileName: z.string().nullable(), importedBy: personRefSchema.nullable(), createdAt: z.string() });
export const bankStatementListSchema = listOf(bankStatementSchema);
export const bankStatementListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['createdAt']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type BankStatementListQuery = z.output<typeof bankStatementListQuerySchema>;

export const bankMovementSchema = z.object({
  id: z.number(),
  statementId: z.number(),
  date: z.string(),
  /** Positive for money in, negative for money out. */
  amountCents: z.number(),
  counterpartyName: z.string().nullable(),
  counterpartyAccount: z.string().nullable(),
  /** The structured communication given or found in the free text (`+++…+++`). */
  structuredCommunication: z.string().nullable(),
  freeText: z.string().nullable(),
  /** A direct debit the customer's bank sent back. */
  isReturn: z.boolean(),
  status: z.enum(BANK_MOVEMENT_STATUSES),
  bill: z.object({ id: z.number(), number: z.string().nullable(), customerName: z.string() }).nullable(),
  resolvedAt: z.string().nullable(),
});
export type BankMovement = z.infer<typeof bankMovementSchema>;
export const bankMovementListSchema = listOf(bankMovementSchema);
export const bankMovementListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['date', 'amount']).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  statementId: idSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type BankMovementListQuery = z.output<typeof bankMovementListQuerySchema>;

/** `POST /api/bank-statements/movements/{id}/match`: the bill this money pays. */
export const matchMovementInputSchema = z.object({ billId: z.number().int().positive().max(INT4_MAX) });

export const billPaymentSchema = z.object({
  id: z.number(),
  /** Negative for a reversal (a returned direct debit). */
  amountCents: z.number(),
  date: z.string(),
  source: z.enum(PAYMENT_SOURCES),
  reference: z.string().nullable(),
  /** A payment typed by hand: transfer, cash, card, other (decision 061). */
  method: z.string().nullable().optional(),
  /** The payment this row undoes (an admin's correction). */
  undoOfId: z.number().nullable().optional(),
  /** This payment was undone by a later row. */
  undone: z.boolean().optional(),
  recordedBy: personRefSchema.nullable(),
  createdAt: z.string(),
});
export type BillPayment = z.infer<typeof billPaymentSchema>;

export const paymentReminderSchema = z.object({
  id: z.number(),
  level: reminderLevelSchema,
  sentAt: z.string(),
  to: z.array(z.string()),
  /** Sent by hand from the bill (null: by the daily job). */
  sentBy: personRefSchema.nullable(),
});
export type PaymentReminder = z.infer<typeof paymentReminderSchema>;

/** `GET /api/bills/{id}/payments`: what was paid, what is still due, the credit an overpayment left, the reminders sent. */
export const billPaymentsSchema = z.object({
  billId: z.number(),
  totalCents: z.number(),
  paidCents: z.number(),
  /** What is still to pay (never below 0). */
  openCents: z.number(),
  /** Paid beyond the bill: the customer's credit balance (decision 047). */
  creditCents: z.number(),
  /** The customer's credit over all their invoices (decision 061): what may be refunded to them. */
  customerCreditCents: z.number().optional(),
  payments: z.array(billPaymentSchema),
  reminders: z.array(paymentReminderSchema),
  /** The level a reminder sent now would take (null: all sent, or nothing to remind). */
  nextReminder: reminderLevelSchema.nullable(),
});
export type BillPayments = z.infer<typeof billPaymentsSchema>;
