import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';

/**
 * Gift cards (issue 14, decision 050): a crypto-random code, the amount sold, what remains, an expiry date. Every
 * movement (the sale, each use) is a row of `gift_card_uses`; a use locks the card's row, so concurrent uses queue.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** `ABCD-EFGH-JKLM-NPQR`, 80 random bits. */
    code: text('code').notNull(),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    expiresOn: date('expires_on'),
    soldVia: text('sold_via').notNull().default('till'),
    /** The till ticket that sold it (decision 063): a ticket's line issues the card when the ticket is paid. */
    ticketId: integer('ticket_id'),
    buyerName: text('buyer_name'),
    note: text('note'),
    createdById: integer('created_by_id').references(() => users.id),
    /** Voided (decision 119): its balance went to 0 then, and it is refused everywhere since. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedById: integer('voided_by_id').references(() => users.id),
    /** `replaced`, `made_by_mistake` or `other`. */
    voidReason: text('void_reason'),
    voidNote: text('void_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_idx').on(t.code),
    index('gift_cards_created_idx').on(t.createdAt.desc(), t.id.desc()),
    /** The books' voided cards of a period (decision 119): few rows, read by day. */
    index('gift_cards_voided_idx')
      .on(t.voidedAt)
      .where(sql`${t.voidedAt} is not null`),
  ],
);

export const giftCardUses = pgTable(
  'gift_card_uses',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    /** Positive for the sale, negative for a use. */
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    reference: text('reference'),
    actorId: integer('actor_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_uses_card_idx').on(t.giftCardId, t.at)],
);

/** Attempts at gift card codes (balance checks, redemptions) per client, for the rate limit. */
export const giftCardAttempts = pgTable(
  'gift_card_attempts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_attempts_key_idx').on(t.key, t.at)],
);
