import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bikeModels } from '../../catalog/catalog.table';
import { users } from '../../identity/identity.table';
import { publicRequests } from '../../requests/requests.table';
import { offers } from '../sales.table';

/**
 * Spec §2 `offers/interested`: a person or a company interested in a bike, before any offer (decision 022).
 * Their data is kept as given (they may have no account yet); `offerId` is the offer made from the lead.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('new'),
    source: text('source').notNull(),
    /** The public request the lead came from (a leasing request, a contact message). */
    requestId: integer('request_id').references(() => publicRequests.id),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    companyName: text('company_name'),
    vatNumber: text('vat_number'),
    locale: text('locale').notNull().default('fr'),
    modelId: integer('model_id').references(() => bikeModels.id),
    size: text('size'),
    message: text('message'),
    offerId: integer('offer_id').references(() => offers.id),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_status_idx').on(t.status, t.createdAt),
    index('leads_created_idx').on(t.createdAt, t.id),
    index('leads_request_idx').on(t.requestId),
  ],
);

/** Dated notes on a lead (a call, a visit), with their author. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    body: text('body').notNull(),
    authorId: integer('author_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.createdAt)],
);
