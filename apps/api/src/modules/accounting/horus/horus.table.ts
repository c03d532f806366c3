import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EntryLine } from '@veloport/domain';
import { users } from '../../identity/identity.table';
import { journalEntries } from '../journals/journals.table';

/**
 * The accountant's software the books are connected to (decision 107): one row per provider, its folder and the
 * OAuth 2 tokens of that folder. `state` is the pending authorisation's anti-forgery value, cleared once used.
 */
export const accountingConnections = pgTable(
  'accounting_connections',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    folderId: text('folder_id').notNull(),
    state: text('state'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    connectedById: integer('connected_by_id').references(() => users.id),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    /** When the last read-back started (decision 117): the next one asks for what changed since, with a margin. */
    readBackAt: timestamp('read_back_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('accounting_connections_provider_idx').on(t.provider)],
);

/** Each journal entry queued for the accountant's software: pending, sent (with the software's id) or failed (why). */
export const entrySyncs = pgTable(
  'entry_syncs',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    externalId: text('external_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.entryId] }), index('entry_syncs_status_idx').on(t.provider, t.status)],
);

/**
 * A document's file attached to its pushed entry (decision 117): a bill's or credit note's PDF and UBL, a purchase's
 * UBL as received and the PDF it carries. Once per provider, entry and kind; `absent` when the document has no such
 * file (a supplier's UBL without an embedded PDF).
 */
export const entryAttachments = pgTable(
  'entry_attachments',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    externalId: text('external_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.entryId, t.kind] }), index('entry_attachments_status_idx').on(t.provider, t.status)],
);

/**
 * What the software now says of one of our entries, when it differs from ours (decision 117): our entry is never
 * edited (decision 084), theirs is kept beside it for the admin to compare. Gone when they match again.
 */
export const entryChanges = pgTable(
  'entry_changes',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    provider: text('provider').notNull(),
    theirLines: jsonb('their_lines').$type<EntryLine[]>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.entryId] })],
);

/**
 * A payment the accountant recorded in the software against one of our documents' entries (decision 117), once per
 * provider and their id: a purchase then paid here (`marked_paid`), or a difference to check (`to_check`, with why).
 */
export const softwarePayments = pgTable(
  'software_payments',
  {
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    side: text('side').notNull(),
    paidOn: date('paid_on').notNull(),
    amountCents: integer('amount_cents').notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.externalId] }), index('software_payments_entry_idx').on(t.entryId)],
);
