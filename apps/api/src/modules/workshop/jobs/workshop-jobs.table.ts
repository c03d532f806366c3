import { index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accessoryModels } from '../../catalog/catalog.table';
import { users } from '../../identity/identity.table';
import { workshopParts } from '../parts/parts.table';
import { maintenanceRequests } from '../requests/maintenance-requests.table';
import { servicePrices } from '../service-prices/service-prices.table';

/**
 * The lines of a maintenance request's quote and job (decision 030): labour and parts priced excluding VAT, a
 * service from the price list at its price including VAT as listed that day. Each line keeps its VAT rate, so a
 * change of rate never rewrites a quote already given.
 */
export const maintenanceJobLines = pgTable(
  'maintenance_job_lines',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    servicePriceId: integer('service_price_id').references(() => servicePrices.id),
    accessoryId: integer('accessory_id').references(() => accessoryModels.id),
    /** A workshop part (decision 102): it left the part stock of the request's store. */
    partId: integer('part_id').references(() => workshopParts.id),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('maintenance_job_lines_request_idx').on(t.requestId, t.id),
    index('maintenance_job_lines_service_idx').on(t.servicePriceId),
  ],
);

/**
 * What happened to a request's job beyond its lines, one row per request (kept out of maintenance_requests): the
 * customer's acceptance of a quote above their budget (for the amount they read), and when billing billed it.
 */
export const maintenanceJobs = pgTable('maintenance_jobs', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
  quoteAcceptedCents: integer('quote_accepted_cents'),
  quoteAcceptedById: integer('quote_accepted_by_id').references(() => users.id),
  quoteAcceptedAt: timestamp('quote_accepted_at', { withTimezone: true }),
  billedAt: timestamp('billed_at', { withTimezone: true }),
});
