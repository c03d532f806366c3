import type { Answers, NameTranslations, QuestionnaireField } from '@veloport/domain';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';

/** Company questionnaires (spec §3, decision 054): a public form at `/{locale}/questionnaire/{slug}`. */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Its translations for the reader's language (decision 101); empty: the name as typed. */
    titleTranslations: jsonb('title_translations').$type<NameTranslations>().notNull().default({ fr: '', en: '', nl: '' }),
    description: text('description'),
    slug: text('slug').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The fields asked, in the form's order, each with its `required` flag. */
    fields: jsonb('fields').$type<QuestionnaireField[]>().notNull(),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('questionnaires_slug_idx').on(t.slug), index('questionnaires_created_idx').on(t.createdAt, t.id)],
);

/** One visitor's answers, as checked and normalised; the address only counts responses for the rate limit. */
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Answers>().notNull(),
    locale: text('locale').notNull().default('fr'),
    ip: text('ip').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questionnaire_responses_list_idx').on(t.questionnaireId, t.submittedAt),
    index('questionnaire_responses_ip_idx').on(t.questionnaireId, t.ip, t.submittedAt),
  ],
);
