import { boolean, doublePrecision, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { maintenanceRequests } from '../../workshop/requests/maintenance-requests.table';

/**
 * The repair statistics' turnaround summary (decision 104): one row per finished maintenance request (one with a step
 * "completed") with its first completion, who recorded it, the request's store, bikes and creation moment, the days
 * between them and its first-time fix. A year's turnaround then reads its 12,000 rows from one index instead of
 * finding each request's first completion among its steps and looking its bike up among 200,000 requests.
 * The application never writes it: the view `maintenance_request_statistics_of` says what a request's row is (the
 * former query's rules, decision 096), `maintenance_request_statistics_refresh(ids)` rewrites those requests' rows,
 * and triggers on the steps and the requests call it in the transaction of the change (migration 0064). The
 * first-time fix also reads the OTHER requests of the bike: a request made, deleted, moved or given another bike
 * refreshes the finished requests of that bike whose 30 days it falls in.
 */
export const maintenanceRequestStatistics = pgTable(
  'maintenance_request_statistics',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    /** The first step "completed" (the earliest, then the first recorded). */
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** Who recorded that step; null when nobody was recorded. */
    mechanicId: integer('mechanic_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    storeId: integer('store_id'),
    bikeId: integer('bike_id'),
    externalBikeId: integer('external_bike_id'),
    /** Days from the request to its first completion. */
    days: doublePrecision('days').notNull(),
    /** No new request on the same bike within 30 days of the completion; null when the request names no bike. */
    fixed: boolean('fixed'),
  },
  (t) => [
    // Everything the turnaround of a period reads, from the index alone.
    index('maintenance_request_statistics_finished_idx').on(t.finishedAt, t.storeId, t.mechanicId, t.days, t.fixed),
    // The finished requests of a bike whose first-time fix a new, deleted or moved request of that bike changes.
    index('maintenance_request_statistics_bike_idx').on(t.bikeId, t.finishedAt),
    index('maintenance_request_statistics_external_bike_idx').on(t.externalBikeId, t.finishedAt),
  ],
);
