import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies } from '../../companies/companies.table';
import { users } from '../../identity/identity.table';
import { orders } from '../../sales/sales.table';
import { bikes } from '../../stock/stock.table';
import { bills } from '../bills/bills.table';

/**
 * Leasing contracts (issue 14, decision 049): one per leased bike and term, with its monthly price and the parts
 * it is made of (spec §9). The end-of-lease choice (buy, return, renew) is recorded on it.
 */
export const leasingContracts = pgTable(
  'leasing_contracts',
  {
    id: serial('id').primaryKey(),
    bikeId: integer('bike_id')
      .notNull()
      .references(() => bikes.id),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    /** The bike as the contract names it (frame number, brand and model), kept at signing: lists and bills read it without the stock module. */
    frameNumber: text('frame_number').notNull(),
    bikeLabel: text('bike_label').notNull(),
    kind: text('kind').notNull().default('monthly'),
    status: text('status').notNull().default('active'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    contractMonths: integer('contract_months').notNull(),
    bikeAmountCents: integer('bike_amount_cents').notNull(),
    yearlyMaintenanceBudgetCents: integer('yearly_maintenance_budget_cents').notNull().default(0),
    monthlyInsuranceCents: integer('monthly_insurance_cents').notNull().default(0),
    monthlyFeesCents: integer('monthly_fees_cents').notNull().default(0),
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
    endChoice: text('end_choice'),
    endChoiceAt: timestamp('end_choice_at', { withTimezone: true }),
    endChoiceById: integer('end_choice_by_id').references(() => users.id),
    renewedAsId: integer('renewed_as_id').references((): AnyPgColumn => leasingContracts.id),
    buyOutBillId: integer('buy_out_bill_id').references(() => bills.id),
    /** A returned bike's pick-up: the workshop request planned at the choice (decision 060). */
    pickupRequestId: integer('pickup_request_id'),
    /** A new lease's lead for the sales team (the employee may want a new bike), opened at the choice (decision 060). */
    renewalLeadId: integer('renewal_lead_id'),
    /** When the daily job closed the contract past its end (ended, bought or returned; decision 060). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leasing_contracts_end_idx').on(t.endDate, t.id),
    index('leasing_contracts_company_idx').on(t.companyId, t.endDate),
    index('leasing_contracts_bike_idx').on(t.bikeId),
    index('leasing_contracts_user_idx').on(t.userId, t.endDate),
    // One running contract per bike.
    // One contract per delivered order: a hand-over retried or run twice at once never makes two (decision 060).
    uniqueIndex('leasing_contracts_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('leasing_contracts_bike_running_idx')
      .on(t.bikeId)
      .where(sql`${t.status} in ('active', 'ending')`),
  ],
);

/** The buy-out's 24 instalments: instalment 1 is the buy-out bill made at the choice, the others the monthly runs bill. */
export const leasingInstalments = pgTable(
  'leasing_instalments',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => leasingContracts.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    period: text('period').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [uniqueIndex('leasing_instalments_number_idx').on(t.contractId, t.number), index('leasing_instalments_period_idx').on(t.period)],
);

/** A leasing run: one month's bills, with its progress (done of total) while it runs. */
export const leasingRuns = pgTable(
  'leasing_runs',
  {
    id: serial('id').primaryKey(),
    period: text('period').notNull(),
    status: text('status').notNull().default('queued'),
    scheduled: boolean('scheduled').notNull().default(false),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    billed: integer('billed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    billedCents: integer('billed_cents').notNull().default(0),
    error: text('error'),
    startedById: integer('started_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('leasing_runs_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/**
 * What made each leasing bill: the unique key (contract, period, kind) is what makes a run idempotent — a second
 * run of the same month finds the key taken and bills nothing.
 */
export const leasingBills = pgTable(
  'leasing_bills',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => leasingContracts.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    /** `rent` (the month's or year's price) or `instalment` (a buy-out instalment). */
    kind: text('kind').notNull(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    runId: integer('run_id').references(() => leasingRuns.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leasing_bills_key_idx').on(t.contractId, t.period, t.kind), index('leasing_bills_bill_idx').on(t.billId)],
);
