import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bankMovements } from '../../billing/payments/payments.table';
import { users } from '../../identity/identity.table';
import { bikes } from '../../stock/stock.table';

/**
 * The business's own bank loans (issue 29, decision 087). The schedule is not stored: it follows from the terms
 * (`loanSchedule` in the domain), so it cannot drift from them; only the instalments paid are rows.
 */
export const loans = pgTable(
  'loans',
  {
    id: serial('id').primaryKey(),
    lender: text('lender').notNull(),
    reference: text('reference').notNull(),
    principalCents: integer('principal_cents').notNull(),
    annualRatePercent: numeric('annual_rate_percent', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    firstDueDate: date('first_due_date', { mode: 'string' }),
    months: integer('months').notNull(),
    method: text('method').notNull(),
    /** The account the lender debits the instalments from, as its statement lines show it (decision 106); optional. */
    iban: text('iban'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loans_lender_reference_idx').on(t.lender, t.reference),
    index('loans_start_idx').on(t.startDate, t.id),
    check(
      'loans_terms',
      sql`${t.principalCents} > 0 and ${t.annualRatePercent} between 0 and 30 and ${t.months} between 1 and 360 and ${t.method} in ('annuity', 'linear')`,
    ),
  ],
);

/** The bikes a loan financed. */
export const loanBikes = pgTable(
  'loan_bikes',
  {
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    bikeId: integer('bike_id')
      .notNull()
      .references(() => bikes.id),
  },
  (t) => [primaryKey({ columns: [t.loanId, t.bikeId] }), index('loan_bikes_bike_idx').on(t.bikeId)],
);

/** An instalment paid, with its parts as the schedule gave them when it was paid; one row per instalment. */
export const loanPayments = pgTable(
  'loan_payments',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    number: integer('number').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    principalCents: integer('principal_cents').notNull(),
    interestCents: integer('interest_cents').notNull(),
    /** The bank statement line that paid it, when matched from a statement (decision 106): one instalment per line. */
    bankMovementId: integer('bank_movement_id').references(() => bankMovements.id),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loan_payments_number_idx').on(t.loanId, t.number),
    uniqueIndex('loan_payments_movement_idx').on(t.bankMovementId),
    index('loan_payments_paid_idx').on(t.paidOn, t.id),
    check('loan_payments_parts', sql`${t.number} > 0 and ${t.principalCents} >= 0 and ${t.interestCents} >= 0`),
  ],
);

/**
 * An early repayment (decision 106): the capital repaid, the interest accrued on it since the last due day and the
 * lender's reinvestment indemnity, paid on a day; `mode` says how the rest of the schedule was computed again. Never
 * edited: the schedule of the instalments left follows from the terms and these rows.
 */
export const loanPrepayments = pgTable(
  'loan_prepayments',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    principalCents: integer('principal_cents').notNull(),
    interestCents: integer('interest_cents').notNull(),
    indemnityCents: integer('indemnity_cents').notNull(),
    mode: text('mode').notNull(),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loan_prepayments_day_idx').on(t.loanId, t.paidOn),
    index('loan_prepayments_paid_idx').on(t.paidOn, t.id),
    check(
      'loan_prepayments_parts',
      sql`${t.principalCents} > 0 and ${t.interestCents} >= 0 and ${t.indemnityCents} >= 0 and ${t.mode} in ('shorten', 'reduce')`,
    ),
  ],
);
