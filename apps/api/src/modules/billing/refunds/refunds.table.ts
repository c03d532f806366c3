import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';
import { bills } from '../bills/bills.table';
import { billPayments } from '../payments/payments.table';

/** A batch of refunds by transfer = one pain.001.001.03 file for one execution date (decision 061). */
export const refundBatches = pgTable(
  'refund_batches',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull(),
    executionDate: date('execution_date').notNull(),
    count: integer('count').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refund_batches_message_idx').on(t.messageId),
    index('refund_batches_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Money given back to a customer from a bill's credit (an overpayment, a credit note on a paid bill). The money leaves
 * as a negative `bill_payments` row (source `refund`, through `recordBillPayment`); this row keeps how it leaves: a
 * transfer (IBAN, name; waits for a pain.001 batch), cash or other.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => billPayments.id),
    amountCents: integer('amount_cents').notNull(),
    date: date('date').notNull(),
    method: text('method').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    iban: text('iban'),
    bic: text('bic'),
    batchId: integer('batch_id').references(() => refundBatches.id),
    /** Refunds of one customer's credit spread over several bills, given back as one transfer: the id of the first (decision 065). */
    transferId: integer('transfer_id'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_bill_idx').on(t.billId, t.id),
    index('refunds_batch_idx').on(t.batchId, t.id),
    index('refunds_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);
