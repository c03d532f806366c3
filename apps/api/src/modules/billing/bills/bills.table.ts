import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies } from '../../companies/companies.table';
import { users } from '../../identity/identity.table';

/**
 * Bills and credit notes (issue 14, decision 041). A draft may change; issuing gives it the next number of its year
 * from `bill_number_sequences` in the same transaction, so numbers are consecutive and never reused. Once issued the
 * lines, customer and totals never change: a credit note corrects them.
 */
export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull().default('invoice'),
    status: text('status').notNull().default('draft'),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    /** The customer as billed, frozen at issue (name, VAT number, address, language). */
    customerName: text('customer_name').notNull(),
    customerVatNumber: text('customer_vat_number'),
    customerAddress: text('customer_address'),
    customerLanguage: text('customer_language').notNull().default('fr'),
    /** The twelve digits of the Belgian structured communication (`+++123/4567/89012+++`). */
    structuredCommunication: text('structured_communication').notNull(),
    year: integer('year'),
    sequence: integer('sequence'),
    number: text('number'),
    issueDate: date('issue_date'),
    dueDate: date('due_date'),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    notes: text('notes'),
    exclVatCents: integer('excl_vat_cents').notNull().default(0),
    vatCents: integer('vat_cents').notNull().default(0),
    inclVatCents: integer('incl_vat_cents').notNull().default(0),
    paidCents: integer('paid_cents').notNull().default(0),
    creditOfId: integer('credit_of_id').references((): AnyPgColumn => bills.id),
    createdById: integer('created_by_id').references(() => users.id),
    issuedById: integer('issued_by_id').references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** When the bill was e-mailed to the customer with its PDF (decision 043). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the list's search reads (number, customer, communication digits): one trigram-indexed column (decision 040). */
    search: text('search').generatedAlwaysAs(sql`lower(coalesce(number, '') || ' ' || customer_name || ' ' || structured_communication)`),
  },
  (t) => [
    uniqueIndex('bills_number_idx').on(t.year, t.sequence),
    // The printed number is unique too, and is always the year and sequence it is made of: no second path (a seed, an
    // import, a hand-written insert) can print a number twice, whatever the data (issue 26).
    uniqueIndex('bills_printed_number_idx').on(t.number),
    check(
      'bills_number_is_year_and_sequence',
      sql`(number is null and year is null and sequence is null) or (number is not null and year is not null and sequence > 0 and number = year::text || '-' || case when sequence >= 100000 then sequence::text else lpad(sequence::text, 5, '0') end)`,
    ),
    uniqueIndex('bills_structured_communication_idx').on(t.structuredCommunication),
    index('bills_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('bills_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('bills_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('bills_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // One index per sort and direction: the list orders `nulls last` both ways (decision 040), as .desc() writes them.
    index('bills_number_desc_idx').on(t.year.desc(), t.sequence.desc(), t.id.desc()),
    index('bills_number_asc_idx').on(t.year, t.sequence, t.id),
    index('bills_due_desc_idx').on(t.dueDate.desc(), t.id.desc()),
    index('bills_due_asc_idx').on(t.dueDate, t.id),
    index('bills_total_desc_idx').on(t.inclVatCents.desc(), t.id.desc()),
    index('bills_total_asc_idx').on(t.inclVatCents, t.id),
    index('bills_company_number_idx').on(t.companyId, t.year.desc(), t.sequence.desc(), t.id.desc()),
    // The open bills (issued, sent, partly paid): "overdue" and the open statuses split them by due date.
    index('bills_open_due_idx')
      .on(t.dueDate)
      .where(sql`${t.status} in ('issued', 'sent', 'partly_paid')`),
    // The statistics and the forecast read a period's issued bills by issue day (decisions 090, 091).
    index('bills_issued_day_idx')
      .on(t.issueDate)
      .where(sql`${t.status} <> 'draft'`),
    // Every column the statistics read of a period's bills, so a year of 100,000 is read from the index alone
    // (decision 095).
    index('bills_statistics_idx')
      .on(t.issueDate, t.id, t.kind, t.exclVatCents, t.creditOfId)
      .where(sql`${t.status} <> 'draft' and ${t.number} is not null`),
    index('bills_company_open_created_idx')
      .on(t.companyId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} in ('issued', 'sent', 'partly_paid')`),
    index('bills_open_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} in ('issued', 'sent', 'partly_paid')`),
    index('bills_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
    index('bills_credit_of_idx')
      .on(t.creditOfId)
      .where(sql`${t.creditOfId} is not null`),
  ],
);

export const billLines = pgTable(
  'bill_lines',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    netCents: integer('net_cents').notNull(),
    /**
     * What the line sells, for its revenue account (decision 116): set on a bill made from till tickets (a bike, an
     * accessory); null reads as the bill's kind (decision 084's sale kind of its sources).
     */
    saleKind: text('sale_kind'),
  },
  (t) => [
    index('bill_lines_bill_idx').on(t.billId, t.position),
    // A bill's units for the statistics, from the index alone (decision 095).
    index('bill_lines_units_idx').on(t.billId, t.quantity),
  ],
);

/** The last number given in each year: one row a year, incremented inside the issuing transaction. */
export const billNumberSequences = pgTable(
  'bill_number_sequences',
  { year: integer('year').notNull(), last: integer('last').notNull() },
  (t) => [primaryKey({ columns: [t.year] })],
);
