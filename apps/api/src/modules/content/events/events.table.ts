import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../../companies/companies.table';
import { users } from '../../identity/identity.table';

/** Cycling events (issue 15, decision 057): for one company (`companyId`) or for everyone (null). */
export const cyclingEvents = pgTable(
  'cycling_events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    place: text('place').notNull(),
    description: text('description'),
    companyId: integer('company_id').references(() => companies.id),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cycling_events_date_idx').on(t.date, t.id), index('cycling_events_company_idx').on(t.companyId)],
);

export const eventTeams = pgTable(
  'event_teams',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => cyclingEvents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_teams_event_idx').on(t.eventId)],
);

/** A person is in one team per event: the unique (event, user) index holds it even when two joins race. */
export const eventTeamMembers = pgTable(
  'event_team_members',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => cyclingEvents.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => eventTeams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_team_members_person_idx').on(t.eventId, t.userId), index('event_team_members_team_idx').on(t.teamId)],
);

export const eventGames = pgTable(
  'event_games',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => cyclingEvents.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_games_event_idx').on(t.eventId)],
);

/** Points a team earned in a game: one row per entry, with who entered it and when; totals are sums. */
export const eventPoints = pgTable(
  'event_points',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => eventGames.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => eventTeams.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    note: text('note'),
    enteredById: integer('entered_by_id').references(() => users.id),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_points_game_idx').on(t.gameId, t.enteredAt), index('event_points_team_idx').on(t.teamId)],
);
