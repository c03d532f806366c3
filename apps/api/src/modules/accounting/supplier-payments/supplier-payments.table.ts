import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';

/** A batch of supplier payments = one pain.001.001.03 file for one execution date (decision 084). */
export const supplierPaymentBatches = pgTable(
  'supplier_payment_batches',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull(),
    executionDate: date('execution_date').notNull(),
    status: text('status').notNull().default('open'),
    count: integer('count').notNull(),
    totalCents: integer('total_cents').notNull(),
    paidOn: date('paid_on'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplier_payment_batches_message_idx').on(t.messageId),
    index('supplier_payment_batches_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);
