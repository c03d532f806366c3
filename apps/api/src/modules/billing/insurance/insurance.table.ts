import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../../companies/companies.table';
import { users } from '../../identity/identity.table';
import { bikes } from '../../stock/stock.table';

/**
 * Spec §2 `bills/insurance-follow-ups` (decision 051): a claim (theft, damage) or a renewal of an insured bike.
 * `companyId` is the bike's company when the follow-up was opened: its fleet manager reads it.
 */
export const insuranceFollowUps = pgTable(
  'insurance_follow_ups',
  {
    id: serial('id').primaryKey(),
    bikeId: integer('bike_id')
      .notNull()
      .references(() => bikes.id),
    companyId: integer('company_id').references(() => companies.id),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('open'),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    amountClaimedCents: integer('amount_claimed_cents'),
    amountPaidCents: integer('amount_paid_cents'),
    insurer: text('insurer'),
    insurancePolicy: text('insurance_policy'),
    claimReference: text('claim_reference'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('insurance_follow_ups_created_idx').on(t.createdAt, t.id),
    index('insurance_follow_ups_status_idx').on(t.status, t.createdAt),
    index('insurance_follow_ups_company_idx').on(t.companyId, t.createdAt),
    index('insurance_follow_ups_bike_idx').on(t.bikeId),
  ],
);

/** Each status a follow-up reached, with who and when (and an optional note): its history tab. */
export const insuranceFollowUpSteps = pgTable(
  'insurance_follow_up_steps',
  {
    id: serial('id').primaryKey(),
    followUpId: integer('follow_up_id')
      .notNull()
      .references(() => insuranceFollowUps.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('insurance_follow_up_steps_idx').on(t.followUpId, t.at)],
);

/** Files attached to a follow-up (the claim form, photos of the damage, the police report): PDF, JPG or PNG. */
export const insuranceFollowUpDocuments = pgTable(
  'insurance_follow_up_documents',
  {
    id: serial('id').primaryKey(),
    followUpId: integer('follow_up_id')
      .notNull()
      .references(() => insuranceFollowUps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('insurance_follow_up_documents_idx').on(t.followUpId)],
);
