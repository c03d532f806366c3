import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accessoryModels } from '../../catalog/catalog.table';
import { users } from '../../identity/identity.table';
import { stockLocations } from '../../stock/stock.table';

/**
 * The workshop's parts (issue 25 point 15, decision 102): brake pads, chains, inner tubes... their own catalogue,
 * apart from the shop's accessories, priced as job lines are (excluding VAT).
 */
export const workshopParts = pgTable(
  'workshop_parts',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    priceExclVatCents: integer('price_excl_vat_cents').notNull(),
    active: boolean('active').notNull().default(true),
    updatedById: integer('updated_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workshop_parts_reference_idx').on(sql`lower(${t.reference})`), index('workshop_parts_name_idx').on(t.name)],
);

/** How many of a part each store holds; never below zero (a use that would is refused, 409). */
export const workshopPartStock = pgTable(
  'workshop_part_stock',
  {
    partId: integer('part_id')
      .notNull()
      .references(() => workshopParts.id, { onDelete: 'cascade' }),
    stockLocationId: integer('stock_location_id')
      .notNull()
      .references(() => stockLocations.id),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.partId, t.stockLocationId] }), check('workshop_part_stock_not_negative', sql`${t.quantity} >= 0`)],
);

/** The shop's accessories that are also parts (a bell, a light fitted at the workshop): they show in the picker. */
export const workshopPartAccessories = pgTable('workshop_part_accessories', {
  accessoryId: integer('accessory_id')
    .primaryKey()
    .references(() => accessoryModels.id, { onDelete: 'cascade' }),
  markedById: integer('marked_by_id').references(() => users.id),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});
