import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.table';

/** What visitors send from the public site: contact, trade-in, leasing and rental / test-ride requests. */
export const publicRequests = pgTable(
  'public_requests',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    status: text('status').notNull().default('new'),
    locale: text('locale').notNull().default('fr'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The type-specific fields, as validated by the public contract of that type. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    ip: text('ip').notNull(),
    handledBy: integer('handled_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('public_requests_type_idx').on(t.type, t.status, t.createdAt),
    index('public_requests_created_idx').on(t.createdAt, t.id),
    index('public_requests_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Answers sent by e-mail to a request's sender from the back office. */
export const publicRequestReplies = pgTable(
  'public_request_replies',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => publicRequests.id),
    message: text('message').notNull(),
    authorId: integer('author_id').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('public_request_replies_request_idx').on(t.requestId, t.sentAt)],
);
