import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, companyBuildings } from '../companies/companies.table';
import { users } from '../identity/identity.table';
import { bikes } from '../stock/stock.table';

/**
 * A booking of a company's shared bike (seed §3 Reservation, decision 033). No two reservations of a bike
 * that are not cancelled overlap: the migration adds the exclusion constraint `reservations_no_overlap`
 * (btree_gist) that drizzle-kit cannot express, and the service answers its violation as 409.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bikeId: integer('bike_id')
      .notNull()
      .references(() => bikes.id),
    /** Where the bike is taken and brought back; null once the company removed the building. */
    buildingId: integer('building_id').references(() => companyBuildings.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('booked'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** The end first booked, set when the end is changed (seed §3 "new end"). */
    initialEndAt: timestamp('initial_end_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservations_code_idx').on(t.code),
    index('reservations_user_idx').on(t.userId, t.startAt),
    index('reservations_company_start_idx').on(t.companyId, t.startAt),
    index('reservations_start_idx').on(t.startAt, t.id),
    index('reservations_bike_idx')
      .on(t.bikeId, t.startAt)
      .where(sql`${t.status} <> 'cancelled'`),
    // The reservations in progress (the range containing now), and the lists sorted by end (decision 039, bench).
    index('reservations_live_range_idx')
      .using('gist', sql`tstzrange(${t.startAt}, ${t.endAt}, '[)')`)
      .where(sql`${t.status} <> 'cancelled'`),
    index('reservations_end_idx').on(t.endAt, t.id),
    index('reservations_company_end_idx').on(t.companyId, t.endAt),
  ],
);

/** Where a shared bike sits: the building it is taken from and brought back to. A bike without a row may be taken anywhere. */
export const sharedBikeHomes = pgTable(
  'shared_bike_homes',
  {
    bikeId: integer('bike_id')
      .primaryKey()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    buildingId: integer('building_id')
      .notNull()
      .references(() => companyBuildings.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shared_bike_homes_building_idx').on(t.buildingId)],
);

/** Who passed their company's shared-bike quiz, and when (a company requiring it refuses bookings before). */
export const sharedBikeQuizPasses = pgTable('shared_bike_quiz_passes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  score: integer('score').notNull(),
  passedAt: timestamp('passed_at', { withTimezone: true }).notNull().defaultNow(),
});
