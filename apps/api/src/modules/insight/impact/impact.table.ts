import { date, index, integer, numeric, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';

/** A ride a person added by hand: a day and its kilometres (decision 093). */
export const rides = pgTable(
  'rides',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    km: numeric('km', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rides_user_date_idx').on(t.userId, t.date), index('rides_date_idx').on(t.date)],
);

/** A person's declared commute, next to their "anonymous in ranking" choice: one-way km and days ridden a month. */
export const riderCommutes = pgTable('rider_commutes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  oneWayKm: numeric('one_way_km', { precision: 5, scale: 1, mode: 'number' }).notNull(),
  daysPerMonth: integer('days_per_month').notNull(),
  /** The day the commute was first declared: months before it count no commute (a declaration is not backdated). */
  since: date('since', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The CO2 factor (grams per car kilometre): a single row (id 1); absent means the documented default. */
export const impactSettings = pgTable('impact_settings', {
  id: integer('id').primaryKey(),
  carGramsPerKm: integer('car_grams_per_km').notNull(),
  updatedById: integer('updated_by_id').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
