import { date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';
import { stockLocations } from '../../stock/stock.table';
import { maintenanceRequests } from '../requests/maintenance-requests.table';

/**
 * Repair tours (decision 032): a mechanic's day from a store, draft → confirmed → done, with the route's figures as
 * the stops were added (`before_*`) and after the last optimisation.
 */
export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    mechanicId: integer('mechanic_id')
      .notNull()
      .references(() => users.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stockLocations.id),
    vanLabel: text('van_label'),
    status: text('status').notNull().default('draft'),
    distanceMeters: integer('distance_meters'),
    durationMinutes: integer('duration_minutes'),
    beforeDistanceMeters: integer('before_distance_meters'),
    beforeDurationMinutes: integer('before_duration_minutes'),
    engine: text('engine'),
    fallback: text('fallback'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tours_date_idx').on(t.date, t.id),
    index('tours_mechanic_date_idx').on(t.mechanicId, t.date),
    index('tours_store_date_idx').on(t.storeId, t.date),
  ],
);

/** One visit: a maintenance request at its address, in the tour's order (`position`), with its time window. */
export const tourStops = pgTable(
  'tour_stops',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    maintenanceRequestId: integer('maintenance_request_id')
      .notNull()
      .references(() => maintenanceRequests.id),
    address: text('address').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** `HH:MM`, Brussels time on the tour's day. */
    windowStart: text('window_start'),
    windowEnd: text('window_end'),
    durationMinutes: integer('duration_minutes').notNull(),
    position: integer('position').notNull(),
    plannedArrival: text('planned_arrival'),
    status: text('status').notNull().default('to_do'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneById: integer('done_by_id').references(() => users.id),
  },
  (t) => [index('tour_stops_tour_idx').on(t.tourId, t.position), uniqueIndex('tour_stops_request_idx').on(t.maintenanceRequestId)],
);

/** The mechanic's phone's action ids already applied: a replayed offline action is recognised, not applied twice. */
export const tourStopActions = pgTable('tour_stop_actions', {
  clientActionId: text('client_action_id').primaryKey(),
  stopId: integer('stop_id')
    .notNull()
    .references(() => tourStops.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
