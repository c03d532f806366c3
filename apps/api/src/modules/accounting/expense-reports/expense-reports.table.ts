import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';

/** A batch of reimbursements = one pain.001.001.03 file for one execution date (decision 088). */
export const expenseBatches = pgTable(
  'expense_batches',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull(),
    executionDate: date('execution_date').notNull(),
    status: text('status').notNull().default('open'),
    count: integer('count').notNull(),
    totalCents: integer('total_cents').notNull(),
    paidOn: date('paid_on'),
    paidById: integer('paid_by_id').references(() => users.id),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('expense_batches_message_idx').on(t.messageId),
    index('expense_batches_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** One expense or mileage claim of a member of staff: who filed, submitted, decided it and when (decision 088). */
export const expenseReports = pgTable(
  'expense_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('draft'),
    date: date('date').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    amountInclVatCents: integer('amount_incl_vat_cents').notNull(),
    vatRate: integer('vat_rate'),
    exclVatCents: integer('excl_vat_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    km: numeric('km', { precision: 8, scale: 1, mode: 'number' }),
    mileageMillicentsPerKm: integer('mileage_millicents_per_km'),
    receiptKey: text('receipt_key'),
    receiptName: text('receipt_name'),
    receiptType: text('receipt_type'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedById: integer('submitted_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: integer('decided_by_id').references(() => users.id),
    refusalComment: text('refusal_comment'),
    batchId: integer('batch_id').references(() => expenseBatches.id),
    reimbursedOn: date('reimbursed_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expense_reports_user_idx').on(t.userId, t.date.desc(), t.id.desc()),
    index('expense_reports_status_idx').on(t.status, t.date.desc(), t.id.desc()),
    index('expense_reports_batch_idx').on(t.batchId),
    check(
      'expense_reports_amount_positive',
      sql`${t.amountInclVatCents} >= 0 and ${t.exclVatCents} + ${t.vatCents} = ${t.amountInclVatCents}`,
    ),
    check('expense_reports_refused_has_comment', sql`${t.status} <> 'refused' or ${t.refusalComment} is not null`),
  ],
);

/** The account a member of staff is reimbursed to (users have no IBAN of their own; decision 088). */
export const expenseBankAccounts = pgTable('expense_bank_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  iban: text('iban').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The mileage rate and the receipt threshold (one row; the defaults are the domain's until an admin saves). */
export const expenseSettings = pgTable(
  'expense_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('expense_settings_one_row', sql`${t.id} = 1`)],
);
