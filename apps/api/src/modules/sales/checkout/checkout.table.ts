import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accessoryModels } from '../../catalog/catalog.table';
import { companies } from '../../companies/companies.table';
import { users } from '../../identity/identity.table';
import { bikes, stockLocations } from '../../stock/stock.table';

/**
 * The cash register (decision 023): one ticket per walk-in sale. Unlike an offer, a ticket is final once
 * written, so its amounts are stored (computed by packages/domain checkout.ts): billing reads them as they were
 * rung up ("tickets-to-bill": `billed_at` is null) and sets `billed_at` when it makes the bill.
 */
export const checkoutTickets = pgTable(
  'checkout_tickets',
  {
    id: serial('id').primaryKey(),
    /** existing | new (created at the till) | anonymous */
    customerKind: text('customer_kind').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** The customer's company when they belong to one (an employee buying at the shop). */
    companyId: integer('company_id').references(() => companies.id),
    /** The customer's name and e-mail as they were at the sale (the receipt and the bill print them); null when anonymous. */
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    /** The receipt's language: the customer's, or the cashier's for an anonymous sale. */
    language: text('language').notNull(),
    paymentMethod: text('payment_method').notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** The store the goods left (the cashier's current store). */
    stockLocationId: integer('stock_location_id')
      .notNull()
      .references(() => stockLocations.id),
    cashierId: integer('cashier_id').references(() => users.id),
    grossCents: integer('gross_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    exclVatCents: integer('excl_vat_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    inclVatCents: integer('incl_vat_cents').notNull(),
    /** The promo code used (decision 059), as typed then; its discount (VAT included) is already in the lines. */
    promoCodeId: integer('promo_code_id'),
    promoCode: text('promo_code'),
    promoDiscountCents: integer('promo_discount_cents').notNull().default(0),
    /** What a gift card paid; the rest (`incl_vat_cents` less this) was paid by `payment_method`. */
    giftCardId: integer('gift_card_id'),
    /** The card's code as printed on the receipt: its last group only. */
    giftCardCode: text('gift_card_code'),
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    giftCardBalanceAfterCents: integer('gift_card_balance_after_cents'),
    /** The face value of the gift cards the ticket sold (decision 063): paid with the rest, outside the VAT totals above. */
    giftCardsSoldCents: integer('gift_cards_sold_cents').notNull().default(0),
    /** The till's key for this sale (one per cart): the same sale sent twice writes one ticket. */
    saleKey: text('sale_key'),
    billedAt: timestamp('billed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkout_tickets_created_idx').on(t.createdAt, t.id),
    index('checkout_tickets_user_idx').on(t.userId, t.id),
    index('checkout_tickets_to_bill_idx')
      .on(t.id)
      .where(sql`${t.billedAt} is null`),
    uniqueIndex('checkout_tickets_sale_key_idx').on(t.saleKey),
  ],
);

/** What was sold: a stock bike, or a quantity of an accessory; label and amounts fixed at the sale. */
export const checkoutTicketLines = pgTable(
  'checkout_ticket_lines',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => checkoutTickets.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    bikeId: integer('bike_id').references(() => bikes.id),
    frameNumber: text('frame_number'),
    accessoryId: integer('accessory_id').references(() => accessoryModels.id),
    /** The card a `gift_card` line issued (decision 063). */
    giftCardId: integer('gift_card_id'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    grossCents: integer('gross_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    exclVatCents: integer('excl_vat_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    inclVatCents: integer('incl_vat_cents').notNull(),
  },
  (t) => [index('checkout_ticket_lines_ticket_idx').on(t.ticketId, t.id), index('checkout_ticket_lines_bike_idx').on(t.bikeId)],
);
