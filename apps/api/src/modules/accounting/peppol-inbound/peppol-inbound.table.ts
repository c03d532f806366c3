import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { purchases } from '../purchases/purchases.table';

/**
 * Every document the Peppol access point delivered (signature verified), once per document id: what became of it
 * (imported, a duplicate of a purchase already in, refused with the reason), so a replay changes nothing (decision 107).
 */
export const peppolInboundDocuments = pgTable(
  'peppol_inbound_documents',
  {
    id: serial('id').primaryKey(),
    /** The access point's id of the delivery (its message or transmission id). */
    documentId: text('document_id').notNull(),
    /** The sender's Peppol participant id, when the access point says it (`0208:0123456789`). */
    sender: text('sender'),
    adapter: text('adapter').notNull(),
    outcome: text('outcome').notNull(),
    errorCode: text('error_code'),
    purchaseId: integer('purchase_id').references(() => purchases.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('peppol_inbound_documents_document_idx').on(t.documentId)],
);
