import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';
import { offers } from '../sales.table';

/**
 * Files kept beside an offer's generated PDFs (decision 028): the customer's signed paper copy, a supplier's
 * quote, anything else. PDF, JPG or PNG, judged by their bytes; stored under a generated key.
 */
export const offerUploads = pgTable(
  'offer_uploads',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_uploads_offer_idx').on(t.offerId, t.id)],
);
