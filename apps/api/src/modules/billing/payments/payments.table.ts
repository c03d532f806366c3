import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';
import { bills } from '../bills/bills.table';

/**
 * Every payment of a bill, whatever brought it (decision 047): a bank statement's transfer, a payment typed by hand,
 * online, a gift card, a direct debit. A reversal (a returned direct debit) is a negative row. `bills.paid_cents` is
 * their sum, kept in the same transaction by `recordBillPayment`.
 */
export const billPayments = pgTable(
  'bill_payments',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    amountCents: integer('amount_cents').notNull(),
    date: date('date').notNull(),
    source: text('source').notNull(),
    reference: text('reference'),
    /** How a payment typed by hand was made: transfer, cash, card, other (decision 061). */
    method: text('method'),
    /** The payment this row takes back when an admin undoes a payment recorded by mistake (decision 061). */
    undoOfId: integer('undo_of_id'),
    recordedById: integer('recorded_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bill_payments_bill_idx').on(t.billId, t.id),
    uniqueIndex('bill_payments_undo_idx').on(t.undoOfId),
    // The books read and count a period's payments by day (decisions 084, 110), leaving those made at the till (113).
    index('bill_payments_date_idx').on(t.date, t.id, t.amountCents, t.source),
  ],
);

/** An imported CODA or camt.053 statement; its bank reference makes a second upload of the same file a no-op. */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: serial('id').primaryKey(),
    format: text('format').notNull(),
    reference: text('reference').notNull(),
    account: text('account'),
    date: date('date'),
    fileName: text('file_name'),
    movements: integer('movements').notNull().default(0),
    importedById: integer('imported_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_statements_reference_idx').on(t.reference),
    index('bank_statements_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** One line of a statement: matched to a bill (with its payment), waiting to be matched by hand, dismissed or ignored. */
export const bankMovements = pgTable(
  'bank_movements',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id),
    /** The bank's reference of the movement: the same movement in two statements is read once. */
    reference: text('reference').notNull(),
    date: date('date').notNull(),
    amountCents: integer('amount_cents').notNull(),
    counterpartyName: text('counterparty_name'),
    counterpartyAccount: text('counterparty_account'),
    /** The twelve digits of a structured communication given or found in the free text. */
    structuredCommunication: text('structured_communication'),
    freeText: text('free_text'),
    isReturn: boolean('is_return').notNull().default(false),
    status: text('status').notNull(),
    billId: integer('bill_id').references(() => bills.id),
    paymentId: integer('payment_id').references(() => billPayments.id),
    resolvedById: integer('resolved_by_id').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_movements_reference_idx').on(t.reference),
    index('bank_movements_statement_idx').on(t.statementId, t.id),
    index('bank_movements_unmatched_idx')
      .on(t.date.desc(), t.id.desc())
      .where(sql`${t.status} = 'unmatched'`),
  ],
);

/** Each payment reminder sent (first, second, formal notice): one per level and bill, never twice. */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    level: text('level').notNull(),
    day: date('day').notNull(),
    sentTo: text('sent_to').array().notNull(),
    sentById: integer('sent_by_id').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_reminders_level_idx').on(t.billId, t.level)],
);
