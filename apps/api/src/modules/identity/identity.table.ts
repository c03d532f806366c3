import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { stockLocations } from '../stock/stock.table';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone'),
    address: text('address'),
    sizeCm: integer('size_cm'),
    language: text('language').notNull().default('fr'),
    status: text('status').notNull().default('active'),
    /**
     * Set by the deactivate action, cleared by reactivate. An inactive user without it is waiting for
     * their company's quiz; one with it was switched off and may not pass the quiz to switch back on.
     */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    contactType: text('contact_type').notNull().default('none'),
    anonymousInRanking: boolean('anonymous_in_ranking').notNull().default(false),
    /** The employee's number at the company's social secretariat, first column of the payroll file (decision 044). */
    payrollNumber: text('payroll_number'),
    avatarKey: text('avatar_key'),
    isAdmin: boolean('is_admin').notNull().default(false),
    permissions: text('permissions').array().notNull().default([]),
    companyId: integer('company_id').references(() => companies.id),
    stockLocationId: integer('stock_location_id').references(() => stockLocations.id),
    /** A new address waiting for its confirmation link (decision 016); sign-in keeps using `email` until then. */
    pendingEmail: text('pending_email'),
    /**
     * A sign-up with a company address: the company it will join once the link mailed to that address is
     * followed. Until then the account is inactive and has no company (decision 016).
     */
    pendingCompanyId: integer('pending_company_id').references(() => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    index('users_company_idx').on(t.companyId),
    index('users_stock_location_idx').on(t.stockLocationId),
  ],
);

/** Server-side sessions, so any API process can serve any user. The id is a SHA-256 of the cookie value. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Failed sign-ins, kept in the database so that every process sees the same counters. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_ip_idx').on(t.email, t.ip, t.at), index('login_failures_ip_idx').on(t.ip, t.at)],
);

/** Single-use e-mailed tokens for reset-password, set-password and e-mail confirmation; only a hash is stored. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** For purpose 'email': the address this link confirms (a new address, or the sign-up's own). */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);
