import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bills } from '../billing/bills/bills.table';
import { giftCards } from '../billing/gift-cards/gift-cards.table';
import { promoCodes } from '../billing/promo-codes/promo-codes.table';
import { accessoryModels, bikeModels } from '../catalog/catalog.table';
import { users } from '../identity/identity.table';
import { bikes, stockLocations, usedBikeListings } from '../stock/stock.table';

type Address = { street: string; postalCode: string; city: string; country: string };

/**
 * An order placed in the web shop (issue 27, decision 082): an anonymous customer as typed, the delivery, the
 * payment, the totals as quoted (VAT included), and the tracking token's hash (the link in the mail is the secret).
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('placed'),
    trackingTokenHash: text('tracking_token_hash').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    language: text('language').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    pickupLocationId: integer('pickup_location_id').references(() => stockLocations.id),
    deliveryAddress: jsonb('delivery_address').$type<Address>(),
    billingAddress: jsonb('billing_address').$type<Address>(),
    notes: text('notes'),
    /** The day the goods are expected (ready in the store, or at the door), as quoted. */
    expectedOn: date('expected_on', { mode: 'string' }),
    deliveredOn: date('delivered_on', { mode: 'string' }),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** The transfer's twelve digits (`+++800/…+++` printed). */
    structuredCommunication: text('structured_communication'),
    paymentProvider: text('payment_provider'),
    paymentSessionId: text('payment_session_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * How staff took the money when they marked the order paid (decision 121): `transfer`, or at the store `cash` or
     * `card`; null for a checkout's payment (the provider) and for orders paid before. The books read it: an order that
     * bought only gift cards has no bill to carry the payment's method.
     */
    paidBy: text('paid_by'),
    goodsCents: integer('goods_cents').notNull(),
    deliveryCents: integer('delivery_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    /** The order's price, VAT included; `totalInclVatCents` what is left to pay once the gift card has paid. */
    orderInclVatCents: integer('order_incl_vat_cents').notNull(),
    totalInclVatCents: integer('total_incl_vat_cents').notNull(),
    vat: jsonb('vat').$type<{ rate: number; baseCents: number; vatCents: number }[]>().notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    promoCode: text('promo_code'),
    giftCardId: integer('gift_card_id').references(() => giftCards.id),
    billId: integer('bill_id').references(() => bills.id),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawalReason: text('withdrawal_reason'),
    /** The money given back through billing's refunds (decision 105): when, by whom, and the bill's credit note. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedById: integer('refunded_by_id').references(() => users.id),
    creditNoteId: integer('credit_note_id').references(() => bills.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_orders_status_idx').on(t.status, t.id),
    // The release of unpaid online orders reads only those.
    index('shop_orders_unpaid_idx')
      .on(t.placedAt)
      .where(sql`${t.paymentStatus} = 'pending' and ${t.paymentMethod} = 'online' and ${t.status} = 'placed'`),
    uniqueIndex('shop_orders_session_idx').on(t.paymentProvider, t.paymentSessionId),
    index('shop_orders_email_idx').on(t.email),
    // The sales statistics find the web order behind a bill (decision 090).
    index('shop_orders_bill_idx').on(t.billId),
    // The books read the orders paid in a period, and count them before each bank daybook read (decision 116).
    index('shop_orders_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
  ],
);

/**
 * The lines of a shop order, priced as quoted. A bike line names the stock bike set aside for it: a bike is in at
 * most one live order (unique index), whatever the code does.
 */
export const shopOrderLines = pgTable(
  'shop_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    modelId: integer('model_id').references(() => bikeModels.id),
    size: text('size'),
    bikeId: integer('bike_id').references(() => bikes.id),
    accessoryId: integer('accessory_id').references(() => accessoryModels.id),
    /** The store the accessories were taken from (they go back there on a cancellation). */
    stockLocationId: integer('stock_location_id').references(() => stockLocations.id),
    giftCardId: integer('gift_card_id').references(() => giftCards.id),
    /** The used-bike listing a `used_bike` line sells (decision 105): one live line per listing (unique index). */
    usedBikeId: integer('used_bike_id').references(() => usedBikeListings.id),
    /**
     * The bike is one on its way from the supplier ("soon available", decision 105): it stays pending delivery when
     * the order is cancelled, it was never in stock.
     */
    incoming: boolean('incoming').notNull().default(false),
    quantity: integer('quantity').notNull(),
    unitInclVatCents: integer('unit_incl_vat_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    exclVatCents: integer('excl_vat_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    inclVatCents: integer('incl_vat_cents').notNull(),
    /** False once the order is cancelled, withdrawn or released: its stock is back. */
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    index('shop_order_lines_order_idx').on(t.orderId),
    uniqueIndex('shop_order_lines_live_bike_idx')
      .on(t.bikeId)
      .where(sql`${t.live} and ${t.bikeId} is not null`),
    uniqueIndex('shop_order_lines_live_used_bike_idx')
      .on(t.usedBikeId)
      .where(sql`${t.live} and ${t.usedBikeId} is not null`),
  ],
);
