import type { NameTranslations } from '@veloport/domain';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies, companyBuildings } from '../../companies/companies.table';
import { users } from '../../identity/identity.table';
import { bikes } from '../../stock/stock.table';
import { reservations } from '../sharing.table';

/** A key box or bike locker installed at a company's building (decision 036). */
export const boxes = pgTable(
  'boxes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** null once the company removed the building: the box is still listed, to be moved or removed. */
    buildingId: integer('building_id').references(() => companyBuildings.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Its translations for the reader's language (decision 101); empty: the name as typed. */
    nameTranslations: jsonb('name_translations').$type<NameTranslations>().notNull().default({ fr: '', en: '', nl: '' }),
    kind: text('kind').notNull(),
    slotCount: integer('slot_count').notNull(),
    adapter: text('adapter').notNull().default('builtin'),
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('boxes_company_idx').on(t.companyId, t.name)],
);

/** The bike in a slot; a bike sits in one slot at most. Only filled slots have a row. */
export const boxSlots = pgTable(
  'box_slots',
  {
    boxId: integer('box_id')
      .notNull()
      .references(() => boxes.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    bikeId: integer('bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.boxId, t.number] }), uniqueIndex('box_slots_bike_idx').on(t.bikeId)],
);

/**
 * A reservation's one-time code for the box holding its bike. The digits are kept only while they may still be
 * shown or opened (wiped on revocation and a day after the end); the migration adds `box_codes_no_reuse`, an
 * exclusion constraint: two live codes of one box never share digits over overlapping periods.
 */
export const boxCodes = pgTable(
  'box_codes',
  {
    id: serial('id').primaryKey(),
    boxId: integer('box_id')
      .notNull()
      .references(() => boxes.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    slot: integer('slot'),
    code: text('code'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** What the box holds: when the code was last sent, until when, and the vendor's id for it (to change or revoke it). */
    programmedAt: timestamp('programmed_at', { withTimezone: true }),
    programmedUntil: timestamp('programmed_until', { withTimezone: true }),
    deviceRef: text('device_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('box_codes_live_reservation_idx')
      .on(t.reservationId)
      .where(sql`${t.revokedAt} is null`),
    index('box_codes_box_idx').on(t.boxId, t.validUntil),
  ],
);

/** An opening or closing of a box, reported by the box (its adapter's webhook) or recorded by staff. */
export const boxEvents = pgTable(
  'box_events',
  {
    id: serial('id').primaryKey(),
    boxId: integer('box_id')
      .notNull()
      .references(() => boxes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    slot: integer('slot'),
    source: text('source').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    codeId: integer('code_id').references(() => boxCodes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('box_events_box_at_idx').on(t.boxId, t.at)],
);

/** The built-in adapter's box: what it was told to program or revoke (no digits: the code row has them). */
export const boxAdapterLog = pgTable(
  'box_adapter_log',
  {
    id: serial('id').primaryKey(),
    boxId: integer('box_id')
      .notNull()
      .references(() => boxes.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    codeId: integer('code_id').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('box_adapter_log_box_idx').on(t.boxId, t.at)],
);
