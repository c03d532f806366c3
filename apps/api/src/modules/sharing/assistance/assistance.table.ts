import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../../companies/companies.table';
import { users } from '../../identity/identity.table';
import { bikes } from '../../stock/stock.table';
import { reservations } from '../sharing.table';

/**
 * A problem with a shared bike reported by the holder of a reservation (issue 13, "assistance", decision 038):
 * open → in_progress → resolved, each step with who and when; the fleet manager and the workshop see it.
 */
export const assistanceReports = pgTable(
  'assistance_reports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    bikeId: integer('bike_id')
      .notNull()
      .references(() => bikes.id),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    comment: text('comment').notNull().default(''),
    /** Storage key of the photo (JPG or PNG), null without one. */
    photoKey: text('photo_key'),
    status: text('status').notNull().default('open'),
    inProgressAt: timestamp('in_progress_at', { withTimezone: true }),
    inProgressById: integer('in_progress_by_id').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: integer('resolved_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistance_company_created_idx').on(t.companyId, t.createdAt),
    index('assistance_reservation_idx').on(t.reservationId),
    index('assistance_status_idx').on(t.status, t.createdAt),
  ],
);
