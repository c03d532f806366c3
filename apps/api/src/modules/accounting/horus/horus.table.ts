import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
