import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';
import { bikes } from '../../stock/stock.table';

/**
 * Spec §2 `bills/external-financing-bikes` (decision 051): a bike financed by a third party (a bank, a leasing
 * company). Money in cents, the annual rate in basis points. A bike has at most one active financing.
 */
export const bikeFinancings = pgTable(
  'bike_financings',
  {
    id: serial('id').primaryKey(),
    bikeId: integer('bike_id')
      .notNull()
      .references(() => bikes.id),
    financier: text('financier').notNull(),
    contractReference: text('contract_reference').notNull(),
    financedAmountCents: integer('financed_amount_cents').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    monthlyInstalmentCents: integer('monthly_instalment_cents').notNull(),
    status: text('status').notNull().default('active'),
    notes: text('notes'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bike_financings_one_active_idx')
      .on(t.bikeId)
      .where(sql`${t.status} = 'active'`),
    index('bike_financings_bike_idx').on(t.bikeId),
    index('bike_financings_end_idx').on(t.status, t.endDate, t.id),
    index('bike_financings_financier_idx').on(t.financier),
  ],
);
