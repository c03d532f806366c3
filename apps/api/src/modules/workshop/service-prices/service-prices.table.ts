import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Translations } from '../../catalog/catalog.table';
import { users } from '../../identity/identity.table';
import { stockLocations } from '../../stock/stock.table';

/** The workshop's price list (spec §3 Service price, decision 030): description in fr/nl/en, VAT included, per store. */
export const servicePrices = pgTable(
  'service_prices',
  {
    id: serial('id').primaryKey(),
    description: jsonb('description').$type<Translations>().notNull(),
    category: text('category').notNull(),
    priceInclVatCents: integer('price_incl_vat_cents').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stockLocations.id),
    displayed: boolean('displayed').notNull().default(true),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_prices_store_idx').on(t.storeId, t.category),
    check('service_prices_price_check', sql`${t.priceInclVatCents} >= 0`),
  ],
);
