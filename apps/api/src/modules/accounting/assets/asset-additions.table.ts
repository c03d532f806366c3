import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';
import { bikes } from '../../stock/stock.table';

/**
 * What was added to a bike of the depreciation register after its purchase (decision 115): accessories fitted, an
 * upgrade, a battery, excluding VAT. Capitalised on its day; the register's figures add its depreciation (migration
 * 0073 `fixed_asset_addition_accumulated`), and a row written or deleted moves the register's version.
 */
export const assetAdditions = pgTable(
  'asset_additions',
  {
    id: serial('id').primaryKey(),
    bikeId: integer('bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * Its day's month position (depreciation.ts `monthPosition`, migration 0068), kept by the database: a column, not a
     * call, lets the planner inline `fixed_asset_addition_accumulated` (an argument used thrice must be cheap).
     */
    addedPos: doublePrecision('added_pos')
      .notNull()
      .generatedAlwaysAs(sql`fixed_asset_month_pos("date")`),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('asset_additions_bike_idx').on(t.bikeId, t.date), check('asset_additions_amount', sql`${t.amountCents} > 0`)],
);
