import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PromoKind, PromoLineKind } from '@veloport/domain';
import { users } from '../../identity/identity.table';

/**
 * Promo codes (issue 14, decision 050): percent or amount off, validity dates, a cap on uses overall and per
 * customer, a minimum order. `uses_count` is incremented under the code's row lock with the use row, so the cap holds
 * under concurrency.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').$type<PromoKind>().notNull(),
    value: integer('value').notNull(),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    maxUses: integer('max_uses'),
    perCustomerLimit: integer('per_customer_limit'),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    description: text('description'),
    /** Shown to customers in the dashboard carousel (decision 058). */
    isPublic: boolean('is_public').notNull().default(false),
    /** The kinds of line it discounts (decision 059); empty: every line. */
    appliesTo: text('applies_to').array().$type<PromoLineKind[]>().notNull().default([]),
    usesCount: integer('uses_count').notNull().default(0),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_codes_code_idx').on(t.code), index('promo_codes_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    reference: text('reference').notNull(),
    totalCents: integer('total_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promo_code_uses_code_user_idx').on(t.promoCodeId, t.userId)],
);
