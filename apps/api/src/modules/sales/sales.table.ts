import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlanAdjustments } from '@veloport/domain';
import { accessoryModels, bikeModels } from '../catalog/catalog.table';
import { companies } from '../companies/companies.table';
import { users } from '../identity/identity.table';
import { bikes, stockLocations } from '../stock/stock.table';

/**
 * Seed §3 "Order and offer": an offer to a company (optionally one of its employees) or a private customer.
 * Amounts are not stored: they are computed from the lines by packages/domain (offers.ts). At signing, the
 * company's cafeteria plan is kept (`plan`) so later changes to the plan do not change a signed offer.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    contractType: text('contract_type').notNull(),
    durationMonths: integer('duration_months'),
    description: text('description'),
    status: text('status').notNull().default('in_progress'),
    plan: jsonb('plan').$type<PlanAdjustments>(),
    signerName: text('signer_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedIp: text('signed_ip'),
    signedById: integer('signed_by_id').references(() => users.id),
    /** The signed PDF in the file storage, the SHA-256 of the document signed, and of the whole stored file. */
    signedFileKey: text('signed_file_key'),
    documentSha256: text('document_sha256'),
    fileSha256: text('file_sha256'),
    /** Signed on paper: staff uploaded the customer's signed copy (decision 028). */
    signedOnPaper: boolean('signed_on_paper').notNull().default(false),
    /** When staff last sent the customer the "ready to sign" mail (decision 028). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_company_idx').on(t.companyId, t.id),
    index('offers_user_idx').on(t.userId, t.id),
    index('offers_status_idx').on(t.status, t.id),
    index('offers_created_idx').on(t.createdAt, t.id),
  ],
);

/** Lines: bike (catalogue model and size, or a stock bike), accessory, box (+ installation), other accessory, labour, service. */
export const offerLines = pgTable(
  'offer_lines',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What the line shows, fixed when it is written (the model or accessory may be renamed later). */
    label: text('label').notNull(),
    modelId: integer('model_id').references(() => bikeModels.id),
    size: text('size'),
    bikeId: integer('bike_id').references(() => bikes.id),
    accessoryId: integer('accessory_id').references(() => accessoryModels.id),
    description: text('description'),
    installation: boolean('installation').notNull().default(false),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** A bike's catalogue price per unit (VAT excluded) when the line was written. */
    catalogueUnitCents: integer('catalogue_unit_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_lines_offer_idx').on(t.offerId, t.id)],
);

/**
 * Seed §3/§4: one order per bike line of a signed offer. The amounts are the line's, kept when the order is
 * made. `validation` is the fleet manager's decision on an employee's order when the company asks for one.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    offerLineId: integer('offer_line_id').references(() => offerLines.id),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    contractType: text('contract_type').notNull(),
    label: text('label').notNull(),
    modelId: integer('model_id').references(() => bikeModels.id),
    size: text('size'),
    bikeId: integer('bike_id').references(() => bikes.id),
    quantity: integer('quantity').notNull(),
    amountExclVatCents: integer('amount_excl_vat_cents').notNull(),
    amountInclVatCents: integer('amount_incl_vat_cents').notNull(),
    status: text('status').notNull(),
    validationDecision: text('validation_decision'),
    validatedById: integer('validated_by_id').references(() => users.id),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
    /** The tracker's clock (decision 024): when the order entered its status, and the last time it reached each one. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    reachedAt: jsonb('reached_at').$type<Partial<Record<string, string>>>().notNull().default({}),
    /** Delivery info: home, store pickup (a store) or relay point; addresses as the customer writes them. */
    deliveryMethod: text('delivery_method'),
    deliveryAddress: text('delivery_address'),
    billingAddress: text('billing_address'),
    deliveryNotes: text('delivery_notes'),
    pickupLocationId: integer('pickup_location_id').references(() => stockLocations.id),
    /** Set when a stock bike is assigned (`bikeId` alone may be the stock bike named on the offer). */
    bikeAssignedAt: timestamp('bike_assigned_at', { withTimezone: true }),
    handoverDate: date('handover_date', { mode: 'string' }),
    handoverReceiverName: text('handover_receiver_name'),
    /** The receiver's drawn signature, a PNG data URL, when they drew one. */
    handoverSignature: text('handover_signature'),
    handedOverById: integer('handed_over_by_id').references(() => users.id),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_offer_idx').on(t.offerId, t.id),
    index('orders_bike_idx').on(t.bikeId),
    index('orders_waiting_idx').on(t.statusChangedAt, t.id),
    index('orders_company_idx').on(t.companyId, t.id),
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_status_idx').on(t.status, t.id),
  ],
);

/**
 * The daily reminders of orders that wait too long (decision 024): one row per person and Brussels day, so a
 * second run that day mails nobody twice. `orderIds` are the orders the mail listed.
 */
export const orderReminders = pgTable(
  'order_reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    orderIds: jsonb('order_ids').$type<number[]>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_reminders_user_day_idx').on(t.userId, t.day)],
);
