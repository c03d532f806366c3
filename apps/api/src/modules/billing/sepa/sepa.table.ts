import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../../companies/companies.table';
import { users } from '../../identity/identity.table';
import { bills } from '../bills/bills.table';

/**
 * SEPA direct-debit mandates (issue 14, decision 046): the debtor's signed consent to collect from their account.
 * The reference (MndtId) is unique; a revoked mandate is kept (its debits refer to it) but never collected again.
 */
export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    kind: text('kind').notNull().default('recurrent'),
    status: text('status').notNull().default('active'),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    debtorName: text('debtor_name').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    signatureDate: date('signature_date').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Marked last (contract ended, revoked with a final collection): its next debit is FNAL, then it is revoked (decision 061). */
    finalCollection: boolean('final_collection').notNull().default(false),
    revokedById: integer('revoked_by_id').references(() => users.id),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sepa_mandates_reference_idx').on(t.reference),
    index('sepa_mandates_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('sepa_mandates_company_idx').on(t.companyId, t.status),
    index('sepa_mandates_user_idx').on(t.userId, t.status),
  ],
);

/** A batch = one pain.008 file for one collection date; `messageId` is its GrpHdr/MsgId. */
export const sepaBatches = pgTable(
  'sepa_batches',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull(),
    status: text('status').notNull().default('open'),
    collectionDate: date('collection_date').notNull(),
    count: integer('count').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The first download of its file (decision 061: prepared → downloaded). */
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    closedById: integer('closed_by_id').references(() => users.id),
  },
  (t) => [uniqueIndex('sepa_batches_message_idx').on(t.messageId), index('sepa_batches_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/**
 * One debit of a batch: one bill, collected under one mandate, with the mandate's data frozen as the file carries
 * them. `open` follows the batch: the partial unique index keeps a bill out of two open batches, even when two
 * batches are made at once.
 */
export const sepaDebits = pgTable(
  'sepa_debits',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => sepaBatches.id),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    mandateId: integer('mandate_id')
      .notNull()
      .references(() => sepaMandates.id),
    open: boolean('open').notNull().default(true),
    sequenceType: text('sequence_type').notNull(),
    amountCents: integer('amount_cents').notNull(),
    endToEndId: text('end_to_end_id').notNull(),
    structuredCommunication: text('structured_communication').notNull(),
    debtorName: text('debtor_name').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    mandateReference: text('mandate_reference').notNull(),
    signatureDate: date('signature_date').notNull(),
    /** The bank sent the debit back (an R-transaction on a statement): it does not count as a collection (decision 061). */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (t) => [
    index('sepa_debits_batch_idx').on(t.batchId, t.id),
    index('sepa_debits_mandate_idx').on(t.mandateId),
    uniqueIndex('sepa_debits_open_bill_idx')
      .on(t.billId)
      .where(sql`${t.open}`),
  ],
);
