import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';
import { bikes } from '../../stock/stock.table';
import { bills } from '../bills/bills.table';

/**
 * What a bill bills (decision 048): a workshop job, a cash-register ticket, an order, a rental… by kind and id. The
 * unique index over the rows not released makes each source billed once, even when two admins click at once. A
 * bill credited in full releases its sources (`released_at`), so they can be billed again; deleting a draft
 * deletes its rows.
 */
export const billSources = pgTable(
  'bill_sources',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sourceId: integer('source_id').notNull(),
    label: text('label').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bill_sources_once_idx')
      .on(t.kind, t.sourceId)
      .where(sql`${t.releasedAt} is null`),
    index('bill_sources_bill_idx').on(t.billId),
    // Released or not: which bills a source's change reaches, for the statistics' summary (decision 103).
    index('bill_sources_source_idx').on(t.kind, t.sourceId),
  ],
);

/** The bikes a bill concerns (bills-bikes-link): set from its sources, or by hand. */
export const billBikes = pgTable(
  'bill_bikes',
  {
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    bikeId: integer('bike_id')
      .notNull()
      .references(() => bikes.id),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.billId, t.bikeId] }), index('bill_bikes_bike_idx').on(t.bikeId)],
);
