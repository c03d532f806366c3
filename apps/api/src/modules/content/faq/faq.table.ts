import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';

/**
 * FAQ entries (issue 15, decision 055): a theme from FAQ_THEMES, the question and its Markdown answer in the three
 * languages, the place within the theme, and the "was this helpful?" counts kept on the row (one update per vote).
 */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    theme: text('theme').notNull(),
    position: integer('position').notNull().default(0),
    questionFr: text('question_fr').notNull(),
    questionEn: text('question_en').notNull(),
    questionNl: text('question_nl').notNull(),
    answerFr: text('answer_fr').notNull(),
    answerEn: text('answer_en').notNull(),
    answerNl: text('answer_nl').notNull(),
    published: boolean('published').notNull().default(true),
    helpfulCount: integer('helpful_count').notNull().default(0),
    notHelpfulCount: integer('not_helpful_count').notNull().default(0),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_entries_theme_idx').on(t.theme, t.position, t.id)],
);

/**
 * One vote per client (its address) and entry: counts it once a day and limits a client's votes per hour. Rows older
 * than the window are of no use to either; the counts stay on the entry.
 */
export const faqFeedback = pgTable(
  'faq_feedback',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => faqEntries.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    helpful: boolean('helpful').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_feedback_client_idx').on(t.client, t.at), index('faq_feedback_entry_idx').on(t.entryId, t.client, t.at)],
);
