import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  vatNumber: text('vat_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The e-mail domains that make an address "professional" for sign-up. */
export const companyEmailDomains = pgTable(
  'company_email_domains',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
  },
  (t) => [uniqueIndex('company_email_domains_domain_idx').on(t.domain)],
);

/** A company's rules; the first one (lowest id) is the one in force (seed §3 Auth user). */
export const companyConditions = pgTable('company_conditions', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  access: text('access').notNull().default(''),
  selfRegistration: boolean('self_registration').notNull().default(true),
  quizRequired: boolean('quiz_required').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
