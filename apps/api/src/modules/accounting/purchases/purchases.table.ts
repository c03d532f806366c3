import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';
import { supplierPaymentBatches } from '../supplier-payments/supplier-payments.table';

/** Suppliers, created or updated from the invoices they send (UBL), known by their VAT number (decision 084). */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    vatNumber: text('vat_number').notNull(),
    iban: text('iban'),
    bic: text('bic'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('suppliers_vat_number_idx').on(t.vatNumber)],
);

/** A supplier's invoice: uploaded (its UBL kept as received), approved or refused, paid by a transfer batch. */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    kind: text('kind').notNull().default('invoice'),
    number: text('number').notNull(),
    status: text('status').notNull().default('to_approve'),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date'),
    exclVatCents: integer('excl_vat_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    inclVatCents: integer('incl_vat_cents').notNull(),
    /** The twelve digits of a Belgian structured communication the supplier asks for, when given. */
    structuredCommunication: text('structured_communication'),
    /** Where to pay, from the invoice (else the supplier's). */
    iban: text('iban'),
    bic: text('bic'),
    ubl: text('ubl').notNull(),
    fileName: text('file_name'),
    /** `upload` (an admin's file) or `peppol` (the access point's webhook, decision 107). */
    source: text('source').notNull().default('upload'),
    refusalReason: text('refusal_reason'),
    decidedById: integer('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    batchId: integer('batch_id').references(() => supplierPaymentBatches.id),
    paidOn: date('paid_on'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchases_supplier_number_idx').on(t.supplierId, t.number),
    index('purchases_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('purchases_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('purchases_open_due_idx')
      .on(t.dueDate)
      .where(sql`${t.status} in ('to_approve', 'approved')`),
  ],
);
