import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accessoryModels, bikeModels } from '../../catalog/catalog.table';
import { users } from '../../identity/identity.table';
import { orders } from '../sales.table';

/** Spec §2 grouped-orders: one order to a supplier, grouping what the shop buys (decision 025). Totals are computed, never stored. */
export const groupedOrders = pgTable(
  'grouped_orders',
  {
    id: serial('id').primaryKey(),
    supplier: text('supplier').notNull(),
    reference: text('reference'),
    expectedOn: date('expected_on'),
    notes: text('notes'),
    /** draft, ordered, partially_received, received, cancelled (packages/domain grouped-orders.ts). */
    status: text('status').notNull().default('draft'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('grouped_orders_status_idx').on(t.status, t.id), index('grouped_orders_supplier_idx').on(t.supplier, t.id)],
);

/** Bike (model + size), accessory (catalogue), box, other accessory and service lines, at a purchase price excl. VAT. */
export const groupedOrderLines = pgTable(
  'grouped_order_lines',
  {
    id: serial('id').primaryKey(),
    groupedOrderId: integer('grouped_order_id')
      .notNull()
      .references(() => groupedOrders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What the line shows, fixed when written (the model or accessory may be renamed later). */
    label: text('label').notNull(),
    modelId: integer('model_id').references(() => bikeModels.id),
    size: text('size'),
    accessoryId: integer('accessory_id').references(() => accessoryModels.id),
    description: text('description'),
    /** The customer order this line is bought for. */
    orderId: integer('order_id').references(() => orders.id),
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    /** The stock bikes encoded from this line when it was received. */
    receivedBikes: jsonb('received_bikes').$type<{ id: number; frameNumber: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('grouped_order_lines_order_idx').on(t.groupedOrderId, t.id),
    index('grouped_order_lines_kind_idx').on(t.kind, t.id),
    index('grouped_order_lines_customer_order_idx').on(t.orderId),
  ],
);
