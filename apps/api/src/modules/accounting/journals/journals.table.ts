import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The daybooks (VTE sales, ACH purchases, BNK bank, CSH cash, OD misc), seeded by the migration (decision 084). */
export const daybooks = pgTable(
  'daybooks',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
  },
  (t) => [uniqueIndex('daybooks_code_idx').on(t.code)],
);

/**
 * A journal entry: written once from one source document (unique on its kind and id), numbered per daybook and year
 * without gaps, never edited (a trigger refuses it); a correction is a new entry. Its totals are checked equal, and a
 * deferred trigger checks at commit that its lines add up to them (decision 084).
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    daybookId: integer('daybook_id')
      .notNull()
      .references(() => daybooks.id),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    date: date('date').notNull(),
    reference: text('reference').notNull(),
    sourceKind: text('source_kind').notNull(),
    sourceId: integer('source_id').notNull(),
    debitCents: integer('debit_cents').notNull(),
    creditCents: integer('credit_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_entries_number_idx').on(t.daybookId, t.year, t.number),
    uniqueIndex('journal_entries_source_idx').on(t.sourceKind, t.sourceId),
    index('journal_entries_date_idx').on(t.daybookId, t.date, t.id),
    // The count per source kind of a period that a read checks before building (decision 110).
    index('journal_entries_day_source_idx').on(t.date, t.sourceKind),
    check('journal_entries_balanced', sql`${t.debitCents} = ${t.creditCents} and ${t.number} > 0`),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    position: integer('position').notNull(),
    account: text('account').notNull(),
    debitCents: integer('debit_cents').notNull(),
    creditCents: integer('credit_cents').notNull(),
    vatCode: text('vat_code'),
    description: text('description').notNull(),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId, t.position),
    check('journal_lines_one_side', sql`${t.debitCents} >= 0 and ${t.creditCents} >= 0 and (${t.debitCents} = 0 or ${t.creditCents} = 0)`),
  ],
);

/** The last number given per daybook and year, incremented inside the writing transaction (as bills', decision 041). */
export const journalNumberSequences = pgTable(
  'journal_number_sequences',
  { daybookId: integer('daybook_id').notNull(), year: integer('year').notNull(), last: integer('last').notNull() },
  (t) => [primaryKey({ columns: [t.daybookId, t.year] })],
);

/** One row: the accounts and VAT codes the entries use (`AccountingSettings`); absent means the defaults. */
export const accountingSettings = pgTable(
  'accounting_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('accounting_settings_one_row', sql`${t.id} = 1`)],
);
