import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { promoCodes } from '../../billing/promo-codes/promo-codes.table';
import { users } from '../../identity/identity.table';
import { offers, orders } from '../sales.table';

/**
 * A promo code put on a sale offer by staff (decision 059, "Offers and orders"). Checked when put and again when the
 * offer is signed, under the code's row lock; `discountCents` and `shares` (per offer line id, VAT included) are
 * fixed then, with the use counted in `promo_code_uses` (reference `offer-<id>`).
 */
export const offerPromoCodes = pgTable('offer_promo_codes', {
  offerId: integer('offer_id')
    .primaryKey()
    .references(() => offers.id, { onDelete: 'cascade' }),
  promoCodeId: integer('promo_code_id')
    .notNull()
    .references(() => promoCodes.id),
  code: text('code').notNull(),
  discountCents: integer('discount_cents'),
  shares: jsonb('shares').$type<Record<string, number>>(),
  committedAt: timestamp('committed_at', { withTimezone: true }),
  createdById: integer('created_by_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An order's share of its offer's promo code (VAT included), written with the order; its bill takes it off. */
export const orderPromoShares = pgTable('order_promo_shares', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  discountCents: integer('discount_cents').notNull(),
});

/**
 * An order's delivery price, from the delivery settings and zones when its delivery is set (decision 059): the method
 * as the settings name it, the postal code read from the address, the zone and the price VAT included.
 */
export const orderDeliveryPrices = pgTable('order_delivery_prices', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  postalCode: text('postal_code'),
  zone: text('zone'),
  priceCents: integer('price_cents').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
