import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';
import { tourStops } from './tours.table';

/** The mechanic's notes at a stop (decision 034): what they saw and did, with who and when. */
export const tourStopNotes = pgTable(
  'tour_stop_notes',
  {
    id: serial('id').primaryKey(),
    stopId: integer('stop_id')
      .notNull()
      .references(() => tourStops.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    authorId: integer('author_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tour_stop_notes_stop_idx').on(t.stopId, t.id)],
);

/**
 * The phone's work actions already applied (step, part, note, photo): claimed before the change and released when
 * the change fails, so a replayed offline action is applied once (a part leaves the stock once).
 */
export const tourStopWorkActions = pgTable('tour_stop_work_actions', {
  clientActionId: text('client_action_id').primaryKey(),
  stopId: integer('stop_id')
    .notNull()
    .references(() => tourStops.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  userId: integer('user_id').references(() => users.id),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
