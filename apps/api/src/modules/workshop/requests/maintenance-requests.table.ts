import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../../companies/companies.table';
import { users } from '../../identity/identity.table';
import { bikes, externalBikes, stockLocations } from '../../stock/stock.table';

/**
 * Maintenance requests (entretiens, decision 029). `filter` is the seed §4 list the request is in, kept by the service
 * at each change (packages/domain maintenanceFilterOf) so the lists filter on one indexed column; `search` holds
 * the frame number, customer and company for `q`.
 */
export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    bikeId: integer('bike_id').references(() => bikes.id),
    externalBikeId: integer('external_bike_id').references(() => externalBikes.id),
    bikeLabel: text('bike_label').notNull(),
    frameNumber: text('frame_number'),
    problem: text('problem').notNull(),
    mileageKm: integer('mileage_km'),
    maxBudgetCents: integer('max_budget_cents'),
    location: text('location').notNull(),
    address: text('address'),
    replacementBike: boolean('replacement_bike').notNull().default(false),
    replacementDays: integer('replacement_days'),
    desiredDate: date('desired_date', { mode: 'string' }),
    /** The store whose workshop does the job (its capacity counts it), and how long the job is expected to take. */
    storeId: integer('store_id').references(() => stockLocations.id),
    estimatedMinutes: integer('estimated_minutes').notNull().default(60),
    replacementBikeCents: integer('replacement_bike_cents').notNull().default(0),
    addressFeeCents: integer('address_fee_cents').notNull().default(0),
    step: text('step'),
    filter: text('filter').notNull().default('to_schedule'),
    priority: boolean('priority').notNull().default(false),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    search: text('search').notNull().default(''),
    /** Storage keys of the customer's photos (private: served only to whoever sees the request). */
    photos: text('photos').array().notNull().default([]),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Urgent requests on top of every list, then the chosen sort: one index per sort and direction, in the exact
    // order the repository asks (`desc nulls last` / `asc nulls last`), so a page reads 20 index entries instead of
    // sorting 200,000 rows (README, bench:workshop).
    index('maintenance_requests_list_idx').on(t.priority.desc(), t.createdAt.desc(), t.id.desc()),
    index('maintenance_requests_list_created_asc_idx').on(t.priority.desc(), t.createdAt.asc(), t.id.asc()),
    index('maintenance_requests_list_id_idx').on(t.priority.desc(), t.id.desc()),
    index('maintenance_requests_list_id_asc_idx').on(t.priority.desc(), t.id.asc()),
    index('maintenance_requests_list_desired_idx').on(t.priority.desc(), t.desiredDate.desc(), t.id.desc()),
    index('maintenance_requests_list_desired_asc_idx').on(t.priority.desc(), t.desiredDate.asc(), t.id.asc()),
    index('maintenance_requests_list_scheduled_idx').on(t.priority.desc(), t.scheduledAt.desc(), t.id.desc()),
    index('maintenance_requests_list_scheduled_asc_idx').on(t.priority.desc(), t.scheduledAt.asc(), t.id.asc()),
    index('maintenance_requests_filter_idx').on(t.filter, t.priority.desc(), t.createdAt.desc(), t.id.desc()),
    index('maintenance_requests_company_idx').on(t.companyId, t.priority.desc(), t.createdAt.desc(), t.id.desc()),
    index('maintenance_requests_company_filter_idx').on(t.companyId, t.filter, t.priority.desc(), t.createdAt.desc(), t.id.desc()),
    index('maintenance_requests_user_idx').on(t.userId, t.createdAt),
    // By bike and day: the repair statistics' first-time fix looks for a bike's next request within 30 days
    // (decision 103).
    index('maintenance_requests_bike_idx').on(t.bikeId, t.createdAt),
    index('maintenance_requests_external_bike_idx').on(t.externalBikeId, t.createdAt),
    index('maintenance_requests_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
    index('maintenance_requests_open_idx')
      .on(t.createdAt)
      .where(sql`${t.filter} <> 'finished'`),
    // The repair statistics count a period's requests made and planned from these alone (decision 103).
    index('maintenance_requests_made_idx').on(t.createdAt, t.location, t.priority, t.storeId),
    index('maintenance_requests_planned_idx')
      .on(t.scheduledAt, t.location, t.priority, t.storeId, t.estimatedMinutes)
      .where(sql`${t.scheduledAt} is not null`),
    // What the turnaround reads of each request finished in the period, from the index alone (decision 103).
    index('maintenance_requests_turnaround_idx').on(t.id, t.createdAt, t.storeId, t.bikeId, t.externalBikeId),
  ],
);

/** Each step reached, with who and when. */
export const maintenanceSteps = pgTable(
  'maintenance_steps',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('maintenance_steps_request_idx').on(t.requestId, t.at),
    // The repair statistics read the requests finished in a period (decision 090).
    index('maintenance_steps_completed_idx')
      .on(t.at)
      .where(sql`${t.step} = 'completed'`),
  ],
);

/** The workshop's date proposals and the customer's answers. */
export const maintenanceDateProposals = pgTable(
  'maintenance_date_proposals',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    date: timestamp('date', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('proposed'),
    comment: text('comment'),
    proposedById: integer('proposed_by_id').references(() => users.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    answeredById: integer('answered_by_id').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('maintenance_date_proposals_request_idx').on(t.requestId, t.proposedAt)],
);
