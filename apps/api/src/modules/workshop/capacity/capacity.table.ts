import { date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stockLocations } from '../../stock/stock.table';

/** Mechanic minutes per store and weekday (0 = Monday … 6 = Sunday), decision 030. */
export const workshopCapacityWeekdays = pgTable(
  'workshop_capacity_weekdays',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stockLocations.id),
    weekday: integer('weekday').notNull(),
    minutes: integer('minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.weekday] })],
);

/** A dated exception to a store's week: closed, or extra minutes added (one per store and day). */
export const workshopCapacityExceptions = pgTable(
  'workshop_capacity_exceptions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stockLocations.id),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    minutes: integer('minutes').notNull().default(0),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('workshop_capacity_exceptions_day_idx').on(t.storeId, t.date),
    index('workshop_capacity_exceptions_date_idx').on(t.date),
  ],
);
