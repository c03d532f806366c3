import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';
import { bills } from '../bills/bills.table';

/** A bill delivered through a Peppol access point (decision 045): when, through which adapter, and its message id. */
export const peppolDeliveries = pgTable(
  'peppol_deliveries',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    participantId: text('participant_id').notNull(),
    accessPoint: text('access_point').notNull(),
    messageId: text('message_id').notNull(),
    sentById: integer('sent_by_id').references(() => users.id),
    peppolSentAt: timestamp('peppol_sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('peppol_deliveries_bill_idx').on(t.billId), index('peppol_deliveries_sent_idx').on(t.peppolSentAt)],
);
