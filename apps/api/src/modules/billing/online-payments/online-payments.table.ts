import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bills } from '../bills/bills.table';
import { users } from '../../identity/identity.table';

/**
 * Online payments of bills through a provider (issue 14, decision 050): one row per checkout session; the webhook
 * marks it paid. Kept apart from the bank statements' payments: the lead engineer joins them at merge.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    provider: text('provider').notNull(),
    sessionId: text('session_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    eventId: text('event_id'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('online_payments_session_idx').on(t.provider, t.sessionId), index('online_payments_bill_idx').on(t.billId)],
);

/** Webhook events already handled, by the provider's event id: a replay changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The shop's delivery methods and free-delivery threshold: a single row (id 1). */
export const deliverySettings = pgTable('delivery_settings', {
  id: integer('id').primaryKey(),
  methods: jsonb('methods')
    // `zones` (decision 059) is absent from rows saved before zones existed: read as none.
    .$type<
      {
        kind: 'home' | 'pickup' | 'relay';
        priceCents: number;
        enabled: boolean;
        zones?: { name: string; fromPostalCode: number; toPostalCode: number; priceCents: number }[];
      }[]
    >()
    .notNull(),
  freeDeliveryFromCents: integer('free_delivery_from_cents'),
  updatedById: integer('updated_by_id').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
