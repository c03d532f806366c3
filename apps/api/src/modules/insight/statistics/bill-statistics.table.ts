import { bigint, boolean, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { bills } from '../../billing/bills/bills.table';

/**
 * The sales and margin statistics' summary (decision 103): one narrow row per issued, numbered bill with every value
 * their groupings read, so a year's statistic sums one table instead of joining 100,000 bills to their sources, lines,
 * bikes, orders and contracts. It is never written by the application: the database keeps it exact. The view
 * `bill_statistics_of` says what a bill's row is (the same rules as the statistics read before, decision 095), the
 * function `bill_statistics_refresh(ids)` rewrites the rows of those bills and of their credit notes, and triggers
 * call it whenever one of its inputs changes (the bill, its lines, sources, bikes, leasing bill or web order; a bike's
 * purchase price or model; a model's name; the store of a ticket, job or order; an order's contract type), in the
 * transaction that changes it (migration 0063).
 */
export const billStatistics = pgTable(
  'bill_statistics',
  {
    billId: integer('bill_id')
      .primaryKey()
      .references(() => bills.id, { onDelete: 'cascade' }),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** An invoice (counts as an order); a credit note does not. */
    invoice: boolean('invoice').notNull(),
    revenueCents: integer('revenue_cents').notNull(),
    /** The quantities of the bill's lines (a credit note's are negative). */
    units: numeric('units').notNull(),
    companyId: integer('company_id'),
    channel: text('channel').notNull(),
    storeId: integer('store_id'),
    contract: text('contract').notNull(),
    /** The margin's kind of sale: bike, accessory, service, rental, other. */
    saleKind: text('sale_kind').notNull(),
    brand: text('brand'),
    model: text('model'),
    /** The bikes' purchase cost (a credit note's share of it); null when the cost is unknown. */
    costCents: bigint('cost_cents', { mode: 'number' }),
  },
  (t) => [index('bill_statistics_day_idx').on(t.issueDate)],
);

/**
 * The summary's totals by issue day (decision 103), kept by a trigger on `bill_statistics`: the sales and margin by
 * month and the sales forecast (five years of months) sum a few hundred rows instead of every bill. A day without a
 * bill has no row.
 */
export const billStatisticsDays = pgTable('bill_statistics_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  bills: integer('bills').notNull(),
  invoices: integer('invoices').notNull(),
  units: numeric('units').notNull(),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  costCents: bigint('cost_cents', { mode: 'number' }).notNull(),
  unknownCostRevenueCents: bigint('unknown_cost_revenue_cents', { mode: 'number' }).notNull(),
});

/**
 * Maintenance requests made in each Brussels month ('YYYY-MM'), kept by triggers on `maintenance_requests`, for the
 * repairs forecast (decision 103). A month without a request has no row.
 */
export const maintenanceRequestMonths = pgTable('maintenance_request_months', {
  month: text('month').primaryKey(),
  requests: integer('requests').notNull(),
});
