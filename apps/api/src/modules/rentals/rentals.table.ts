import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { users } from '../identity/identity.table';
import { publicRequests } from '../requests/requests.table';
import { bikes } from '../stock/stock.table';

/**
 * A rental contract of the shop's rental bikes (spec §2 `bike-rentals`, decision 037): the customer as given, the
 * days (Brussels calendar days, both included), the price per bike and day, the deposit, the pickup and the return.
 */
export const bikeRentals = pgTable(
  'bike_rentals',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('booked'),
    /** The public rental request it was made from. */
    requestId: integer('request_id').references(() => publicRequests.id),
    /** The customer's company, when the rental is a company's (its fleet manager sees it). */
    companyId: integer('company_id').references(() => companies.id),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    pricePerDayCents: integer('price_per_day_cents').notNull(),
    depositCents: integer('deposit_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    notes: text('notes'),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    pickupCondition: text('pickup_condition'),
    pickedUpById: integer('picked_up_by_id').references(() => users.id),
    pickupPhotos: jsonb('pickup_photos').$type<string[]>().notNull().default([]),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnCondition: text('return_condition'),
    returnedById: integer('returned_by_id').references(() => users.id),
    returnPhotos: jsonb('return_photos').$type<string[]>().notNull().default([]),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bike_rentals_start_idx').on(t.startDate, t.id),
    index('bike_rentals_end_idx').on(t.endDate, t.id),
    index('bike_rentals_company_idx').on(t.companyId, t.startDate),
    index('bike_rentals_status_idx').on(t.status, t.endDate),
    index('bike_rentals_request_idx').on(t.requestId),
  ],
);

/**
 * The bikes of a rental, each with the rental's days copied: the migration adds the exclusion constraint
 * `bike_rental_bikes_no_overlap` on (bike, days) over the live lines, which drizzle-kit cannot express.
 * `live` is false once the rental is cancelled; an early return shortens `end_date`, freeing the days left.
 */
export const bikeRentalBikes = pgTable(
  'bike_rental_bikes',
  {
    id: serial('id').primaryKey(),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => bikeRentals.id, { onDelete: 'cascade' }),
    bikeId: integer('bike_id')
      .notNull()
      .references(() => bikes.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    index('bike_rental_bikes_rental_idx').on(t.rentalId),
    index('bike_rental_bikes_bike_idx')
      .on(t.bikeId, t.startDate)
      .where(sql`${t.live}`),
  ],
);
