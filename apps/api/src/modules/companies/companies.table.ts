import type { NameTranslations } from '@veloport/domain';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.table';

export type AddressValue = { street: string; postalCode: string; city: string; country: string };

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  vatNumber: text('vat_number'),
  billingAddress: jsonb('billing_address').$type<AddressValue>(),
  deliveryAddress: jsonb('delivery_address').$type<AddressValue>(),
  /** Where the company receives e-invoices on the Peppol network, `0208:0123456789` (decision 045). */
  peppolParticipantId: text('peppol_participant_id'),
  /** The language of the company's bills and mails to it: fr, en or nl (decision 060). */
  language: text('language').notNull().default('fr'),
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
  (t) => [uniqueIndex('company_email_domains_domain_idx').on(t.domain), index('company_email_domains_company_idx').on(t.companyId)],
);

/** A company's rules; the first one (lowest id) is the one in force (seed §3 Auth user). */
export const companyConditions = pgTable(
  'company_conditions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    access: text('access').notNull().default(''),
    selfRegistration: boolean('self_registration').notNull().default(true),
    quizRequired: boolean('quiz_required').notNull().default(false),
    /** An employee's order waits for a fleet manager's validation (seed §4; decision 021). */
    ordersNeedValidation: boolean('orders_need_validation').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_conditions_company_idx').on(t.companyId)],
);

/**
 * Seed §3 "Shared-bike condition", one per condition. Bikes are ids until the stock issue brings
 * the bikes table (then a join table with a foreign key, like users and buildings below).
 */
export const sharedBikeRules = pgTable('shared_bike_rules', {
  conditionId: integer('condition_id')
    .primaryKey()
    .references(() => companyConditions.id, { onDelete: 'cascade' }),
  bikeIds: integer('bike_ids').array().notNull().default([]),
  allowedDays: text('allowed_days').array().notNull().default(['mon', 'tue', 'wed', 'thu', 'fri']),
  weekendUse: boolean('weekend_use').notNull().default(false),
  daysInAdvance: integer('days_in_advance').notNull().default(30),
  maxBookingMinutes: integer('max_booking_minutes'),
  takeWindowStart: text('take_window_start'),
  takeWindowEnd: text('take_window_end'),
  returnWindowStart: text('return_window_start'),
  returnWindowEnd: text('return_window_end'),
  forbidWeekend: boolean('forbid_weekend').notNull().default(false),
  forbidInterBuilding: boolean('forbid_inter_building').notNull().default(false),
  maxPerMonth: integer('max_per_month'),
  maxPerYear: integer('max_per_year'),
  maxSimultaneous: integer('max_simultaneous'),
  /** Cents per day of private use, written in the payroll file (decision 044); 0 = free. */
  privateUseDailyCents: integer('private_use_daily_cents').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The users a shared-bike condition is limited to; none = every user of the company. */
export const sharedBikeRuleUsers = pgTable(
  'shared_bike_rule_users',
  {
    conditionId: integer('condition_id')
      .notNull()
      .references(() => companyConditions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.conditionId, t.userId] })],
);

/** A company's sites, where shared bikes are taken and brought back. */
export const companyBuildings = pgTable(
  'company_buildings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Its translations for the reader's language (decision 101); empty: the name as typed. */
    nameTranslations: jsonb('name_translations').$type<NameTranslations>().notNull().default({ fr: '', en: '', nl: '' }),
    address: jsonb('address').$type<AddressValue>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_buildings_company_idx').on(t.companyId)],
);

/** The buildings a shared-bike condition is limited to; none = every building. Deleting a building drops it here. */
export const sharedBikeRuleBuildings = pgTable(
  'shared_bike_rule_buildings',
  {
    conditionId: integer('condition_id')
      .notNull()
      .references(() => companyConditions.id, { onDelete: 'cascade' }),
    buildingId: integer('building_id')
      .notNull()
      .references(() => companyBuildings.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.conditionId, t.buildingId] })],
);

/** Seed §3 "Cafeteria plan", one per condition. Percentages keep two decimals. */
export const cafeteriaPlans = pgTable('cafeteria_plans', {
  conditionId: integer('condition_id')
    .primaryKey()
    .references(() => companyConditions.id, { onDelete: 'cascade' }),
  paymentModes: text('payment_modes').array().notNull().default([]),
  vatIncluded: boolean('vat_included').notNull().default(true),
  saleDiscountPercent: numeric('sale_discount_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  leasingDiscountPercent: numeric('leasing_discount_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  residualValuePercent: numeric('residual_value_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(16),
  description: text('description'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companyContacts = pgTable(
  'company_contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role'),
    type: text('type').notNull().default('contact'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_contacts_company_idx').on(t.companyId)],
);

/** Files kept about a company (contracts, signed conditions); the bytes live in the file storage. */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_documents_company_idx').on(t.companyId)],
);

/** The onboarding checklist: a row per step done (see COMPANY_PROCESS_STEPS); undoing a step deletes it. */
export const companyProcessSteps = pgTable(
  'company_process_steps',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.step] })],
);

/** A company's quiz (seed §3 Quiz): one per company. */
export const companyQuizzes = pgTable('company_quizzes', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description'),
  minimumScore: integer('minimum_score').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => companyQuizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    explanation: text('explanation'),
  },
  (t) => [index('quiz_questions_quiz_idx').on(t.quizId, t.position)],
);

export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    correct: boolean('correct').notNull().default(false),
    points: integer('points').notNull().default(0),
    explanation: text('explanation'),
  },
  (t) => [index('quiz_answers_question_idx').on(t.questionId, t.position)],
);

/**
 * Files attached to a company's quiz. Quiz takers are not signed in yet, so each file is served
 * by an unguessable token that only the quiz (after a credential check) and its editors see.
 */
export const quizFiles = pgTable(
  'quiz_files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_files_company_idx').on(t.companyId), uniqueIndex('quiz_files_token_idx').on(t.token)],
);
